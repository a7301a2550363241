import { tableLimitProblem } from '@app/domain/casino';
import type { TableLimitRow } from '@app/contract/sandbox-tables';
import { TermsForm } from '../../../components/terms-form.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSetTableLimit } from '../api/set-limit.ts';
import { limitLine } from '../utils/limit-text.ts';

type LimitFormProps = { tableId: string; tableName: string; row: TableLimitRow; onSaved: (notice: string) => void; onClose: () => void };

/**
 * New limits for one cửa of one table: the rule the provider holds a change to checked first
 * (tableLimitProblem), then a confirmation with the limits before and after.
 */
export function LimitForm({ tableId, tableName, row, onSaved, onClose }: LimitFormProps) {
  const f = t.tables.form;
  const call = useSetTableLimit();
  return (
    <TermsForm
      title={f.title(tableName, row.name)}
      fields={[
        { label: f.min, value: row.min },
        { label: f.max, value: row.max },
      ]}
      read={([min, max]) => (min === null || max === null ? null : { min, max })}
      problem={tableLimitProblem}
      line={limitLine}
      current={row}
      defaults={row.defaults}
      text={f}
      confirm={{ ...t.tables.confirm, title: t.tables.confirm.title(row.name) }}
      call={call}
      body={(limit) => ({ tableId, kind: row.kind, ...limit })}
      saved={(limit) => t.tables.saved(tableName, row.name, limitLine(limit))}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
