import { useId, useState, type FormEvent } from 'react';
import type { ChatDesk } from '@app/contract';
import { CHAT_TEXT_MAX } from '@app/contract/chat';
import { t } from '../../../lib/i18n.ts';
import { useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies.ts';

const c = () => t.chat.cannedAdmin;
const TITLE_MAX = 60;

/** The admin's list of canned replies (folded until opened): every agent's composer offers them. */
export function CannedRepliesAdmin({ replies }: { replies: ChatDesk['cannedReplies'] }) {
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim().length < 2) return setError(c().titleTooShort);
    if (text.trim().length < 2) return setError(c().textTooShort);
    setError(null);
    save.mutate(
      { title: title.trim(), text: text.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setText('');
        },
      },
    );
  };

  return (
    <details className="panel canned">
      <summary className="canned__summary">
        {c().heading}
        <span className="chat-count">{replies.length}</span>
      </summary>
      <p className="panel__body hint">{c().hint}</p>
      {replies.length === 0 ? (
        <p className="empty empty--flat">{c().empty}</p>
      ) : (
        <ul className="canned__list">
          {replies.map((reply) => (
            <li key={reply.id} className="canned__item">
              <div>
                <p className="canned__title">{reply.title}</p>
                <p className="canned__text">{reply.text}</p>
              </div>
              <button
                type="button"
                className="button button--danger button--small"
                disabled={remove.isPending && remove.variables === reply.id}
                onClick={() => remove.mutate(reply.id)}
              >
                {c().delete(reply.title)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="canned__form panel__body" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={titleId} className="field__label">
            {c().title}
          </label>
          <input id={titleId} className="field__input" value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field field--grow">
          <label htmlFor={textId} className="field__label">
            {c().text}
          </label>
          <textarea
            id={textId}
            className="field__input field__input--area"
            rows={2}
            value={text}
            maxLength={CHAT_TEXT_MAX}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {save.isPending ? c().adding : c().add}
        </button>
      </form>
    </details>
  );
}
