import { useId, useState, type FormEvent } from 'react';
import type { CallbackRequestView } from '@app/contract';
import {
  CALLBACK_NOTE_MAX,
  CALLBACK_WINDOW_LABELS,
  checkCallbackFields,
  normalizeCallbackPhone,
  openCallbackWindows,
  type CallbackFields,
  type CallbackWindow,
} from '@app/contract/callbacks';
import { formatPhone } from '@app/domain';
import { TextField } from '../../../components/ui/text-field.tsx';
import { clockOffset } from '../../../lib/clock.ts';
import { callbackText as text } from '../../../lib/i18n/support-page.ts';
import { useRequestCallback } from '../api/request-callback.ts';
import { callbackRefusal } from '../utils/refusal.ts';

type Problems = Partial<Record<keyof CallbackFields, string>>;

const serverTime = () => Date.now() + clockOffset();

/**
 * "Gọi lại cho tôi": the phone (a member's profile number to start with), the window, a short note.
 * Checked here with the server's own sentences before it is sent; sent once (the button waits, and the
 * server answers a repeat with the request already open).
 */
export function CallbackForm({ profilePhone, onSent }: { profilePhone: string | null; onSent: (view: CallbackRequestView) => void }) {
  const id = useId();
  const request = useRequestCallback();
  const [phone, setPhone] = useState(profilePhone ? formatPhone(profilePhone) : '');
  const [window, setWindow] = useState<CallbackWindow>('now');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const windows = openCallbackWindows(serverTime());
  const busy = request.isPending;
  const refusal = callbackRefusal(request.error, text.failed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields: CallbackFields = { phone: normalizeCallbackPhone(phone), window, note: note.trim() };
    const found = checkCallbackFields(fields, serverTime());
    setProblems(found);
    if (found.phone) return document.getElementById(`${id}-phone`)?.focus();
    if (Object.keys(found).length > 0) return;
    request.mutate({ phone: fields.phone, window, ...(fields.note ? { note: fields.note } : {}) }, { onSuccess: onSent });
  };

  return (
    <form className="callback-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="callback__title">
        {text.title}
      </h2>
      <p className="callback__lead">{text.lead}</p>
      <TextField
        id={`${id}-phone`}
        label={text.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0912 345 678"
        maxLength={16}
        value={phone}
        hint={profilePhone ? text.phoneFromProfile : text.phoneHint}
        status={problems.phone ? { tone: 'bad', text: problems.phone } : null}
        onChange={(e) => {
          setPhone(e.target.value);
          setProblems((p) => ({ ...p, phone: undefined }));
        }}
        disabled={busy}
      />
      <fieldset className="callback-form__windows" aria-describedby={problems.window ? `${id}-window-error` : `${id}-window-hint`} disabled={busy}>
        <legend className="field__label">{text.window}</legend>
        <p id={`${id}-window-hint`} className="callback-form__hint">
          {text.windowHint}
        </p>
        {windows.map((w) => (
          <label key={w} className={`callback-form__window${window === w ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-window`}
              value={w}
              checked={window === w}
              onChange={() => {
                setWindow(w);
                setProblems((p) => ({ ...p, window: undefined }));
              }}
            />
            <span>{CALLBACK_WINDOW_LABELS[w]}</span>
          </label>
        ))}
        {problems.window ? (
          <p id={`${id}-window-error`} className="callback__error" role="alert">
            {problems.window}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <div className="field__top">
          <label className="field__label" htmlFor={`${id}-note`}>
            {text.note}
          </label>
          <p id={`${id}-note-count`} className="field__status field__status--pending">
            {text.noteCount(note.length, CALLBACK_NOTE_MAX)}
          </p>
        </div>
        <textarea
          id={`${id}-note`}
          className="field__input callback-form__note"
          rows={3}
          maxLength={CALLBACK_NOTE_MAX}
          placeholder={text.notePlaceholder}
          aria-describedby={problems.note ? `${id}-note-error` : `${id}-note-count`}
          aria-invalid={problems.note ? true : undefined}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setProblems((p) => ({ ...p, note: undefined }));
          }}
          disabled={busy}
        />
        {problems.note ? (
          <p id={`${id}-note-error`} className="callback__error" role="alert">
            {problems.note}
          </p>
        ) : null}
      </div>
      {refusal && !busy ? (
        <p className="callback__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {text.submit}
      </button>
    </form>
  );
}
