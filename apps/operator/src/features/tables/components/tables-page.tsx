import { formatMoney } from '@app/domain';
import type { TableLimitsTable } from '@app/contract/sandbox-tables';
import { TermsDesk, TermsPanel, TermsRow, TermsTable, useTermsDesk, type TermsRefresh } from '../../../components/terms-desk.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTableLimits } from '../api/limits.ts';
import { LimitForm } from './limit-form.tsx';

type Editing = { tableId: string; kind: string };

/**
 * "Bàn casino": each live table's limits per cửa (the minimum of a bet, the most a player may have on
 * the cửa in one round). Every role reads them; the trading roles change one (a form, then a
 * confirmation with the limits before and after).
 */
export function TablesPage() {
  const l = t.tables;
  const list = useTableLimits();
  const desk = useTermsDesk<Editing>('tableLimitsSet');
  const openTable = list.data?.tables.find((x) => x.tableId === desk.editing?.tableId) ?? null;
  const openRow = openTable?.limits.find((r) => r.kind === desk.editing?.kind) ?? null;
  const refresh = { text: l.refresh, busy: list.isFetching, onClick: () => void list.refetch() };

  return (
    <TermsDesk headingId="tables-heading" heading={l.heading} lead={l.lead} notice={desk.notice}>
      {list.data ? (
        list.data.tables.map((table) => <TableLimits key={table.tableId} table={table} canEdit={desk.canEdit} editing={desk.editing} onEdit={desk.edit} refresh={refresh} />)
      ) : list.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : null}
      {openTable && openRow && desk.canEdit ? (
        <LimitForm key={`${openTable.tableId}:${openRow.kind}`} tableId={openTable.tableId} tableName={openTable.name} row={openRow} onSaved={desk.saved} onClose={desk.close} />
      ) : null}
    </TermsDesk>
  );
}

type TableLimitsProps = {
  table: TableLimitsTable;
  canEdit: boolean;
  editing: Editing | null;
  onEdit: (editing: Editing) => void;
  refresh: TermsRefresh;
};

function TableLimits({ table, canEdit, editing, onEdit, refresh }: TableLimitsProps) {
  const c = t.tables.columns;
  const columns = [{ label: c.kind }, { label: c.min, num: true }, { label: c.max, num: true }];
  return (
    <TermsPanel titleId={`tables-${table.tableId}`} title={table.name} refresh={refresh}>
      <TermsTable columns={columns} actions={canEdit ? c.actions : null}>
        {table.limits.map((row) => {
          const edit = {
            text: t.tables.edit,
            label: t.tables.editLabel(table.name, row.name),
            pressed: editing?.tableId === table.tableId && editing.kind === row.kind,
            onClick: () => onEdit({ tableId: table.tableId, kind: row.kind }),
          };
          return (
            <TermsRow key={row.kind} name={row.name} updatedAt={row.updatedAt} text={t.tables} edit={canEdit ? edit : null}>
              <td className="num nowrap">{formatMoney(row.min)} ₫</td>
              <td className="num nowrap">{formatMoney(row.max)} ₫</td>
            </TermsRow>
          );
        })}
      </TermsTable>
    </TermsPanel>
  );
}
