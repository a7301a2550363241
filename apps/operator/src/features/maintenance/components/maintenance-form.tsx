import { useId, useState, type FormEvent } from 'react';
import type { MaintenanceArea, MaintenanceCreateBody } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { useCreateMaintenance } from '../api/create-maintenance.ts';
import { useGameProviders } from '../api/game-providers.ts';
import { vietnamInstant, vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { FormErrors } from '../../../components/form-errors.tsx';

const AREAS = Object.keys(t.maintenance.areas) as MaintenanceArea[];
const MESSAGE_MAX = 300;
const HOUR_MS = 60 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** A round time a little ahead, for the fields' first values. */
const roundedAhead = (now: number, ahead: number) => Math.ceil((now + ahead) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;

type MaintenanceFormProps = { now: number; onCreated: (area: MaintenanceArea) => void };

/**
 * A new window: what it closes (a provider's games: which provider), from now or from a set time, until
 * when (both in Vietnam time, whatever the operator's machine says), and the members' message. What the
 * server refuses is listed next to the form.
 */
export function MaintenanceForm({ now, onCreated }: MaintenanceFormProps) {
  const m = t.maintenance;
  const ids = { area: useId(), provider: useId(), startsAt: useId(), endsAt: useId(), message: useId(), errors: useId(), count: useId() };
  const providers = useGameProviders();
  const { create, pending, refusal, clearRefusal } = useCreateMaintenance();
  const [area, setArea] = useState<MaintenanceArea>('SITE');
  const [provider, setProvider] = useState('');
  const [startNow, setStartNow] = useState(true);
  const [startsAt, setStartsAt] = useState(() => vietnamLocalValue(roundedAhead(now, HOUR_MS)));
  const [endsAt, setEndsAt] = useState(() => vietnamLocalValue(roundedAhead(now, 2 * HOUR_MS)));
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<string[]>([]);

  const chosenProvider = provider || providers.data?.[0]?.code || '';
  const errors = refusal ?? missing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    const start = startNow ? undefined : vietnamInstant(startsAt);
    const end = vietnamInstant(endsAt);
    const gaps = [
      ...(start === null ? [m.required.startsAt] : []),
      ...(end === null ? [m.required.endsAt] : []),
      ...(area === 'GAME_PROVIDER' && !chosenProvider ? [m.required.provider] : []),
    ];
    setMissing(gaps);
    if (gaps.length > 0 || end === null || start === null) return;
    const body = {
      area,
      message,
      endsAt: end,
      ...(start === undefined ? {} : { startsAt: start }),
      ...(area === 'GAME_PROVIDER' ? { providerCode: chosenProvider } : {}),
    } as MaintenanceCreateBody;
    if (await create(body)) {
      setMessage('');
      onCreated(area);
    }
  };

  return (
    <section className="panel maintenance-form-panel" aria-labelledby="maintenance-form-title">
      <h2 id="maintenance-form-title" className="panel__title">
        {m.formTitle}
      </h2>
      <form className="panel__body maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={errors.length ? ids.errors : undefined}>
        <div className="maintenance-form__row">
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.area}>
              {m.area}
            </label>
            <select id={ids.area} className="field__input" value={area} onChange={(e) => setArea(e.target.value as MaintenanceArea)}>
              {AREAS.map((a) => (
                <option key={a} value={a}>
                  {m.areas[a]}
                </option>
              ))}
            </select>
          </div>
          {area === 'GAME_PROVIDER' ? (
            <div className="field field--grow">
              <label className="field__label" htmlFor={ids.provider}>
                {m.provider}
              </label>
              <select
                id={ids.provider}
                className="field__input"
                value={chosenProvider}
                disabled={!providers.data}
                onChange={(e) => setProvider(e.target.value)}
              >
                {providers.data ? null : <option value="">{m.providersLoading}</option>}
                {providers.data?.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <fieldset className="maintenance-form__start">
          <legend className="field__label">{m.start}</legend>
          <label className="maintenance-form__choice">
            <input type="radio" name="start" checked={startNow} onChange={() => setStartNow(true)} />
            {m.startNow}
          </label>
          <label className="maintenance-form__choice">
            <input type="radio" name="start" checked={!startNow} onChange={() => setStartNow(false)} />
            {m.startAt}
          </label>
        </fieldset>
        <div className="maintenance-form__row">
          {startNow ? null : (
            <div className="field field--grow">
              <label className="field__label" htmlFor={ids.startsAt}>
                {m.startsAt}
              </label>
              <input id={ids.startsAt} type="datetime-local" className="field__input" value={startsAt} required onChange={(e) => setStartsAt(e.target.value)} />
            </div>
          )}
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.endsAt}>
              {m.endsAt}
            </label>
            <input id={ids.endsAt} type="datetime-local" className="field__input" value={endsAt} required onChange={(e) => setEndsAt(e.target.value)} />
          </div>
        </div>
        <p className="hint maintenance-form__hint">{m.timeHint}</p>
        <div className="field">
          <label className="field__label" htmlFor={ids.message}>
            {m.message}
          </label>
          <textarea
            id={ids.message}
            className="field__input field__input--area"
            rows={3}
            maxLength={MESSAGE_MAX}
            required
            placeholder={m.messageHint}
            aria-describedby={ids.count}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <span id={ids.count} className="hint maintenance-form__count">
            {m.messageCount(message.length, MESSAGE_MAX)}
          </span>
        </div>
        <FormErrors id={ids.errors} className="maintenance-form__errors" title={m.refusedTitle} errors={errors} />
        <div>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            {pending ? <span className="spinner" aria-hidden="true" /> : null}
            {pending ? m.submitting : m.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
