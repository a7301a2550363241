import { useId, useState, type FormEvent } from 'react';
import { MEMBER_NOTE_MAX } from '@app/contract/operator-routes';
import { formatDateTime } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useAddMemberNote } from '../api/add-member-note.ts';
import { useMemberNotes } from '../api/member-notes.ts';

/** "Ghi chú": support's notes on the member, newest first, and (for a role that may) a new one. */
export function MemberNotes({ memberId, canAdd }: { memberId: string; canAdd: boolean }) {
  const notes = useMemberNotes(memberId);
  const add = useAddMemberNote(memberId);
  const ids = { text: useId(), count: useId(), error: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const n = t.notes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!text.trim()) return setError(n.required);
    add.mutate({ memberId, text: text.trim() }, { onSuccess: () => setText('') });
  };

  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="panel__title">
        {n.heading}
      </h2>
      <p className="hint panel__body">{n.hint}</p>
      {canAdd ? (
        <form className="panel__body member-notes__form" onSubmit={submit} noValidate>
          <label className="field__label" htmlFor={ids.text}>
            {n.label}
          </label>
          <textarea
            id={ids.text}
            className="field__input field__input--area"
            rows={3}
            maxLength={MEMBER_NOTE_MAX}
            placeholder={n.placeholder}
            aria-invalid={error !== null}
            aria-describedby={error ? `${ids.count} ${ids.error}` : ids.count}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          <span id={ids.count} className="hint member-notes__count">
            {n.count(text.length, MEMBER_NOTE_MAX)}
          </span>
          {error ? (
            <p id={ids.error} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className="button button--primary button--small" disabled={add.isPending} aria-busy={add.isPending}>
              {add.isPending ? <span className="spinner" aria-hidden="true" /> : null}
              {add.isPending ? n.submitting : n.submit}
            </button>
          </div>
        </form>
      ) : null}
      {notes.isPending ? (
        <p className="hint panel__body" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : !notes.data?.notes.length ? (
        <p className="hint panel__body">{n.empty}</p>
      ) : (
        <ul className="member-notes" aria-label={n.heading}>
          {notes.data.notes.map((note) => (
            <li key={note.id} className="member-notes__item">
              <p className="member-notes__text">{note.text}</p>
              <p className="hint member-notes__by">{n.by(note.author.displayName, formatDateTime(note.at))}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
