import { Link } from 'wouter';
import type { LedgerLine } from '@app/contract';
import { formatDateTime, formatMoney } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useMemberLedger } from '../api/member-ledger.ts';

type WalletLedgerProps = { memberId: string; walletKey: string; walletName: string; closeHref: string };

const kindLabel = (kind: string) => t.ledger.kinds[kind] ?? kind;
/** Signed, so a debit reads as one: '+500,000' / '-120,000'. */
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

/** "Sổ cái" of one wallet: every posting on it, newest first, with the balance it left. */
export function WalletLedger({ memberId, walletKey, walletName, closeHref }: WalletLedgerProps) {
  const ledger = useMemberLedger(memberId, walletKey);
  const lines = ledger.data?.pages.flatMap((p) => p.entries) ?? [];
  const balance = ledger.data?.pages[0]?.balance;
  const c = t.ledger.columns;

  return (
    <section className="panel" aria-labelledby="ledger-heading">
      <header className="panel__header">
        <h2 id="ledger-heading" className="panel__title">
          {t.ledger.heading(walletName)}
        </h2>
        {balance === undefined ? null : <span className="panel__meta num">{t.ledger.balance(formatMoney(balance))}</span>}
        <Link href={closeHref} className="back-link">
          {t.ledger.close}
        </Link>
      </header>
      {ledger.isPending ? (
        <p className="hint panel__body" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : lines.length === 0 ? (
        <p className="hint panel__body">{t.ledger.empty}</p>
      ) : (
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{c.at}</th>
              <th scope="col">{c.kind}</th>
              <th scope="col" className="table__amount">
                {c.amount} ({t.detail.unit})
              </th>
              <th scope="col" className="table__amount">
                {c.balanceAfter} ({t.detail.unit})
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LedgerRow key={line.id} line={line} />
            ))}
          </tbody>
        </table>
      )}
      {ledger.data && lines.length > 0 ? (
        <div className="more panel__body">
          {ledger.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={ledger.isFetchingNextPage}
              aria-busy={ledger.isFetchingNextPage}
              onClick={() => void ledger.fetchNextPage()}
            >
              {ledger.isFetchingNextPage ? t.ledger.loadingMore : t.ledger.more}
            </button>
          ) : (
            <p className="hint">{t.ledger.end}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function LedgerRow({ line }: { line: LedgerLine }) {
  return (
    <tr>
      <td className="num nowrap">{formatDateTime(line.createdAt)}</td>
      <td>{kindLabel(line.kind)}</td>
      <td className={`table__amount num ${line.amount < 0 ? 'amount--debit' : 'amount--credit'}`}>{signed(line.amount)}</td>
      <td className="table__amount num">{formatMoney(line.balanceAfter)}</td>
    </tr>
  );
}
