import type { DepositLimitView, MemberProtectionView } from '@app/contract';
import { formatDateTime, formatMoney } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useMemberProtection } from '../api/member-protection.ts';

const p = t.protection;

/** '500,000 VND (đã dùng 120,000 VND)', and a waiting raise or removal with when it takes effect. */
function limitText(limit: DepositLimitView): string {
  const now = limit.amount === null ? p.none : p.limitValue(formatMoney(limit.amount), formatMoney(limit.used));
  if (!limit.pending) return now;
  const next = limit.pending.amount === null ? p.removal : `${formatMoney(limit.pending.amount)} VND`;
  return `${now} · ${p.pending(next, formatDateTime(limit.pending.effectiveAt))}`;
}

/** "Giới hạn và tạm khóa": what the member set for themselves (read-only here), and every exclusion they took. */
export function MemberProtection({ memberId }: { memberId: string }) {
  const protection = useMemberProtection(memberId);
  return (
    <section className="panel" aria-labelledby="protection-heading">
      <h2 id="protection-heading" className="panel__title">
        {p.heading}
      </h2>
      <p className="hint panel__body">{p.hint}</p>
      {protection.data ? (
        <ProtectionFacts view={protection.data} />
      ) : protection.isPending ? (
        <p className="hint panel__body" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : null}
    </section>
  );
}

function ProtectionFacts({ view }: { view: MemberProtectionView }) {
  const { settings, exclusions } = view;
  const session = settings.sessionLimitMinutes ? p.minutes(settings.sessionLimitMinutes) : p.none;
  const sessionPending = settings.sessionLimitPending
    ? ` · ${p.pending(settings.sessionLimitPending.minutes ? p.minutes(settings.sessionLimitPending.minutes) : p.removal, formatDateTime(settings.sessionLimitPending.effectiveAt))}`
    : '';
  return (
    <>
      <dl className="facts">
        {settings.depositLimits.map((l) => (
          <Fact key={`deposit-${l.period}`} label={p.depositLimit(p.periods[l.period])} value={limitText(l)} />
        ))}
        {settings.lossLimits.map((l) => (
          <Fact key={`loss-${l.period}`} label={p.lossLimit(p.periods[l.period])} value={limitText(l)} />
        ))}
        <Fact label={p.sessionLimit} value={`${session}${sessionPending}`} />
        <Fact label={p.realityCheck} value={settings.realityCheckMinutes ? p.minutes(settings.realityCheckMinutes) : p.realityOff} />
        <Fact
          label={p.exclusion}
          value={settings.exclusion ? p.exclusionUntil(p.kinds[settings.exclusion.kind], formatDateTime(settings.exclusion.until)) : p.noExclusion}
        />
      </dl>
      <h3 className="panel__subtitle">{p.history}</h3>
      {exclusions.length === 0 ? (
        <p className="hint panel__body">{p.noHistory}</p>
      ) : (
        <ul className="panel__body member-exclusions" aria-label={p.history}>
          {exclusions.map((e) => (
            <li key={e.startsAt}>{p.historyEntry(p.kinds[e.kind], e.days, formatDateTime(e.startsAt), formatDateTime(e.endsAt))}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
