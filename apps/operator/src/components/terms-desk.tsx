import { useState, type ReactNode } from 'react';
import type { OperatorRouteName } from '@app/contract/operator-routes';
import { useMay } from '../lib/permissions.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { vietnamLocalValue } from '../lib/vietnam-time.ts';
import './terms-desk.css';

/*
 * The desks where operators set the terms bets are sold on: the lottery's odds ("Xổ số") and the live
 * tables' limits ("Bàn casino"). Every role reads them; the trading roles change one row at a time (a
 * form, terms-form.tsx, then a confirmation with the terms before and after). Each page gives only its
 * own columns, labels and calls.
 */

/** "28-11-2026 19:05", Vietnam time. */
const shownAt = (iso: string) => {
  const local = vietnamLocalValue(Date.parse(iso));
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

/**
 * Whether the operator may change the terms (the route `change` is theirs), the row being changed (`K`
 * names it), and the notice of the last change saved.
 */
export function useTermsDesk<K>(change: OperatorRouteName) {
  const may = useMay();
  const [editing, setEditing] = useState<K | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    canEdit: may(change),
    editing,
    notice,
    edit: (row: K) => setEditing(row),
    close: () => setEditing(null),
    saved: (message: string) => {
      setNotice(message);
      setEditing(null);
    },
  };
}

type TermsDeskProps = { headingId: string; heading: string; lead: string; notice: string | null; children: ReactNode };

/** The page: its heading (the document's title too), lead and the notice of the last change, then its panels and form. */
export function TermsDesk({ headingId, heading, lead, notice, children }: TermsDeskProps) {
  useDocumentTitle(heading);
  return (
    <section className="page" aria-labelledby={headingId}>
      <header className="page__header page__header--stacked">
        <h1 id={headingId} className="page__title">
          {heading}
        </h1>
        <p className="page__lead">{lead}</p>
        <p className="terms-notice" role="status">
          {notice}
        </p>
      </header>
      <div className="terms-layout">{children}</div>
    </section>
  );
}

/** The button in a panel's header that reads its rows again. */
export type TermsRefresh = { text: string; busy: boolean; onClick: () => void };

type TermsPanelProps = {
  titleId: string;
  title: string;
  /** None on the form's panel. */
  refresh?: TermsRefresh;
  className?: string;
  children: ReactNode;
};

/** A panel of the desk, titled: the rows (with a button that reads them again), or the form. */
export function TermsPanel({ titleId, title, refresh, className, children }: TermsPanelProps) {
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {title}
        </h2>
        {refresh ? (
          <button type="button" className="button button--ghost button--small" disabled={refresh.busy} aria-busy={refresh.busy} onClick={refresh.onClick}>
            {refresh.text}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export type TermsColumn = { label: string; num?: boolean };

type TermsTableProps = {
  /** Every column's heading but the actions': the first heads the rows' names (TermsRow's header). */
  columns: readonly TermsColumn[];
  /** The actions column's heading, or null when the operator may not change the terms. */
  actions: string | null;
  /** The rows (TermsRow). */
  children: ReactNode;
};

export function TermsTable({ columns, actions, children }: TermsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table terms-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
            {actions === null ? null : <th scope="col">{actions}</th>}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type TermsRowProps = {
  name: string;
  /** When an operator last set the row's terms; null: the defaults, never changed. */
  updatedAt: string | null;
  text: { changedAt: (when: string) => string; isDefault: string };
  /** The button that opens the row's form, or null when the operator may not change the terms. */
  edit: { text: string; label: string; pressed: boolean; onClick: () => void } | null;
  children: ReactNode;
};

/** A row: its name over when it was last changed, the page's cells, then its edit button. */
export function TermsRow({ name, updatedAt, text, edit, children }: TermsRowProps) {
  return (
    <tr>
      <th scope="row">
        <span className="cell__main">{name}</span>
        <span className="cell__sub">{updatedAt ? text.changedAt(shownAt(updatedAt)) : text.isDefault}</span>
      </th>
      {children}
      {edit ? (
        <td>
          <button type="button" className="button button--ghost button--small" aria-label={edit.label} aria-pressed={edit.pressed} onClick={edit.onClick}>
            {edit.text}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
