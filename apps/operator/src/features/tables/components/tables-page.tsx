import { useState } from 'react';
import { formatMoney } from '@app/domain';
import type { TableLimitsTable } from '@app/contract/sandbox-tables';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { useTableLimits } from '../api/limits.ts';
import { LimitForm } from './limit-form.tsx';
import './tables.css';

/** "28-11-2026 19:05", Vietnam time. */
const shownAt = (iso: string) => {
  const local = vietnamLocalValue(Date.parse(iso));
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

type Editing = { tableId: string; kind: string };

/**
 * "Bàn casino": each live table's limits per cửa (the minimum of a bet, the most a player may have on
 * the cửa in one round). Every role reads them; the trading roles change one (a form, then a
 * confirmation with the limits before and after).
 */
export function TablesPage() {
  const l = t.tables;
  useDocumentTitle(l.heading);
  const may = useMay();
  const list = useTableLimits();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canEdit = may('tableLimitsSet');
  const openTable = list.data?.tables.find((x) => x.tableId === editing?.tableId) ?? null;
  const openRow = openTable?.limits.find((r) => r.kind === editing?.kind) ?? null;

  return (
    <section className="page" aria-labelledby="tables-heading">
      <header className="page__header page__header--stacked">
        <h1 id="tables-heading" className="page__title">
          {l.heading}
        </h1>
        <p className="page__lead">{l.lead}</p>
        <p className="tables-notice" role="status">
          {notice}
        </p>
      </header>
      <div className="tables-layout">
        {list.data ? (
          list.data.tables.map((table) => <TableLimits key={table.tableId} table={table} canEdit={canEdit} editing={editing} onEdit={setEditing} onRefresh={() => void list.refetch()} busy={list.isFetching} />)
        ) : list.isPending ? (
          <p className="hint" role="status">
            <span className="spinner" aria-hidden="true" /> {t.loading}
          </p>
        ) : null}
        {openTable && openRow && canEdit ? (
          <LimitForm
            key={`${openTable.tableId}:${openRow.kind}`}
            tableId={openTable.tableId}
            tableName={openTable.name}
            row={openRow}
            onSaved={(message) => {
              setNotice(message);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </div>
    </section>
  );
}

type TableLimitsProps = {
  table: TableLimitsTable;
  canEdit: boolean;
  editing: Editing | null;
  onEdit: (editing: Editing) => void;
  onRefresh: () => void;
  busy: boolean;
};

function TableLimits({ table, canEdit, editing, onEdit, onRefresh, busy }: TableLimitsProps) {
  const c = t.tables.columns;
  const titleId = `tables-${table.tableId}`;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {table.name}
        </h2>
        <button type="button" className="button button--ghost button--small" disabled={busy} aria-busy={busy} onClick={onRefresh}>
          {t.tables.refresh}
        </button>
      </div>
      <div className="table-wrap">
        <table className="table tables-limits">
          <thead>
            <tr>
              <th scope="col">{c.kind}</th>
              <th scope="col" className="num">
                {c.min}
              </th>
              <th scope="col" className="num">
                {c.max}
              </th>
              {canEdit ? <th scope="col">{c.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {table.limits.map((row) => (
              <tr key={row.kind}>
                <th scope="row">
                  <span className="cell__main">{row.name}</span>
                  <span className="cell__sub">{row.updatedAt ? t.tables.changedAt(shownAt(row.updatedAt)) : t.tables.isDefault}</span>
                </th>
                <td className="num nowrap">{formatMoney(row.min)} ₫</td>
                <td className="num nowrap">{formatMoney(row.max)} ₫</td>
                {canEdit ? (
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t.tables.editLabel(table.name, row.name)}
                      aria-pressed={editing?.tableId === table.tableId && editing.kind === row.kind}
                      onClick={() => onEdit({ tableId: table.tableId, kind: row.kind })}
                    >
                      {t.tables.edit}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
