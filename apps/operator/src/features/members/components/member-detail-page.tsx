import { useId } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { MemberDetailResponse } from '@app/contract';
import { formatDateTime, formatMoney, isWalletKey, levelName, walletDisplayName, type MemberLevel } from '@app/domain';
import { memberPath, paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMemberDetail } from '../api/member-detail.ts';
import { useMay } from '../../../lib/permissions.ts';
import { MemberBets } from './member-bets.tsx';
import { MemberLock } from './member-lock.tsx';
import { MemberLogins } from './member-logins.tsx';
import { MemberNotes } from './member-notes.tsx';
import { MemberProtection } from './member-protection.tsx';
import { MemberStatus } from './member-status.tsx';
import { WalletLedger } from './wallet-ledger.tsx';
import './member-support.css';

/** The wallet whose ledger is open lives in the address (?so-cai=JL), so Back closes it and a link can share it. */
const LEDGER_PARAM = 'so-cai';

const time = (value: string | null) => (value ? formatDateTime(value) : t.members.never);
const walletName = (key: string) => (isWalletKey(key) ? walletDisplayName(key) : key);

/** One member: who they are, and what each of their wallets holds. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams<{ memberId: string }>();
  const detail = useMemberDetail(memberId);
  useDocumentTitle(detail.data?.member.username ?? t.members.heading);

  return (
    <section className="page" aria-labelledby="member-heading">
      <Link href={paths.members} className="back-link">
        <span aria-hidden="true">← </span>
        {t.detail.back}
      </Link>
      {detail.data ? (
        <MemberDetail detail={detail.data} />
      ) : detail.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.detail.loading}
        </p>
      ) : (
        <p className="empty">{t.members.empty}</p>
      )}
    </section>
  );
}

function MemberDetail({ detail }: { detail: MemberDetailResponse }) {
  const { member } = detail;
  const c = t.members.columns;
  const hintId = useId();
  const base = memberPath(member.memberId);
  const wanted = new URLSearchParams(useSearch()).get(LEDGER_PARAM);
  // Only a wallet the member has: a hand-edited address never reaches the server as a bad key.
  const may = useMay();
  const ledger = may('memberLedger');
  const open = ledger ? (detail.wallets.find((w) => w.walletKey === wanted)?.walletKey ?? null) : null;
  return (
    <>
      <header className="page__header">
        <h1 id="member-heading" className="page__title">
          {member.username}
        </h1>
        <MemberStatus status={member.status} />
        {may('memberSetStatus') ? <MemberLock key={member.memberId} member={member} /> : null}
      </header>
      <div className="stats">
        <Stat label={t.detail.mainBalance} value={formatMoney(detail.balance)} />
        <Stat label={t.detail.totalBalance} value={formatMoney(detail.totalBalance)} />
        <Stat label={t.detail.level} value={`${member.level} · ${levelName(member.level as MemberLevel)}`} />
      </div>
      <div className="panels">
        <section className="panel" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="panel__title">
            {t.detail.profile}
          </h2>
          <dl className="facts">
            <Fact label={c.username} value={member.username} />
            <Fact label={c.nickname} value={member.nickname} />
            <Fact label={c.phone} value={member.phone} />
            <Fact label={c.brand} value={member.brand.name} />
            <Fact label={t.detail.lifetimeDeposits} value={`${formatMoney(member.lifetimeDeposits)} ${t.detail.unit}`} />
            <Fact label={c.createdAt} value={time(member.createdAt)} />
            <Fact label={c.lastLoginAt} value={time(member.lastLoginAt)} />
            <Fact label={t.detail.previousLoginAt} value={time(member.previousLoginAt)} />
            <Fact label={t.detail.memberId} value={member.memberId} mono />
          </dl>
        </section>
        <section className="panel" aria-labelledby="balances-heading">
          <h2 id="balances-heading" className="panel__title">
            {t.detail.balances}
          </h2>
          {ledger ? (
            <p id={hintId} className="hint panel__body">
              {t.detail.ledgerHint}
            </p>
          ) : null}
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{t.detail.wallet}</th>
                <th scope="col" className="table__amount">
                  {t.detail.balance} ({t.detail.unit})
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.wallets.map((w) => (
                <tr key={w.walletKey}>
                  <th scope="row">
                    {ledger ? (
                      <Link
                        href={`${base}?${LEDGER_PARAM}=${encodeURIComponent(w.walletKey)}`}
                        className="table__link"
                        aria-describedby={hintId}
                        aria-current={open === w.walletKey ? 'true' : undefined}
                      >
                        {walletName(w.walletKey)}
                      </Link>
                    ) : (
                      walletName(w.walletKey)
                    )}
                  </th>
                  <td className="table__amount num">{formatMoney(w.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.detail.totalBalance}</th>
                <td className="table__amount num">{formatMoney(detail.totalBalance)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      </div>
      {may('memberNotes') || may('memberProtection') ? (
        <div className="panels">
          {may('memberNotes') ? <MemberNotes key={`notes-${member.memberId}`} memberId={member.memberId} canAdd={may('memberNoteAdd')} /> : null}
          {may('memberProtection') ? <MemberProtection key={`protection-${member.memberId}`} memberId={member.memberId} /> : null}
        </div>
      ) : null}
      {may('memberLogins') ? <MemberLogins key={`logins-${member.memberId}`} memberId={member.memberId} /> : null}
      {open ? <WalletLedger key={open} memberId={member.memberId} walletKey={open} walletName={walletName(open)} closeHref={base} /> : null}
      {may('memberBets') ? <MemberBets key={member.memberId} memberId={member.memberId} /> : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <span className="stat__label">{label}</span>
      <span className="stat__value num">{value}</span>
    </div>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{value}</dd>
    </div>
  );
}
