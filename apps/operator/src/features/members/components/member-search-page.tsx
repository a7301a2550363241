import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { MEMBER_SEARCH_MAX_RESULTS, MemberSummary } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { MEMBER_QUERY_PARAM, memberPath, memberSearchPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchMembers } from '../api/search-members.ts';
import { MemberStatus } from './member-status.tsx';

/** The server's cap, typed against the contract (only types come from it: no schema library in the bundle). */
const MAX_RESULTS: typeof MEMBER_SEARCH_MAX_RESULTS = 20;

/**
 * Member lookup. The query lives in the address (?q=), so Back returns to the results; a search runs
 * only when the operator submits, since every search is written to the audit log.
 */
export function MemberSearchPage() {
  useDocumentTitle(t.members.heading);
  const query = new URLSearchParams(useSearch()).get(MEMBER_QUERY_PARAM) ?? '';
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(query);
  const results = useSearchMembers(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next === query) void results.refetch();
    else navigate(memberSearchPath(next));
  };

  return (
    <section className="page" aria-labelledby="members-heading">
      <header className="page__header">
        <h1 id="members-heading" className="page__title">
          {t.members.heading}
        </h1>
      </header>
      <form className="search" role="search" onSubmit={submit}>
        <label className="field field--grow">
          <span className="field__label">{t.members.searchLabel}</span>
          <input
            className="field__input"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            placeholder={t.members.searchPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={results.isFetching} aria-busy={results.isFetching}>
          {results.isFetching ? <span className="spinner" aria-hidden="true" /> : null}
          {t.members.searchSubmit}
        </button>
      </form>
      {query === '' ? <p className="hint">{t.members.searchHint}</p> : null}
      {results.data ? <ResultsTable members={results.data.members} query={query} /> : null}
    </section>
  );
}

function ResultsTable({ members, query }: { members: MemberSummary[]; query: string }) {
  if (members.length === 0) return <p className="empty">{t.members.empty}</p>;
  const c = t.members.columns;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="table__caption">
          {t.members.resultsCaption(members.length, query)}
          {members.length >= MAX_RESULTS ? ` ${t.members.resultsCapped}` : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">{c.username}</th>
            <th scope="col">{c.nickname}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.brand}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.createdAt}</th>
            <th scope="col">{c.lastLoginAt}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.memberId}>
              <th scope="row">
                <Link href={memberPath(m.memberId)} className="table__link">
                  {m.username}
                </Link>
              </th>
              <td>{m.nickname}</td>
              <td className="num">{m.phone}</td>
              <td>{m.brand.name}</td>
              <td>
                <MemberStatus status={m.status} />
              </td>
              <td className="num">{formatDateTime(m.createdAt)}</td>
              <td className="num">{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t.members.never}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
