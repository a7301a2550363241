import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_IMAGE_TYPES, CHAT_TEXT_MAX } from '@app/contract/chat';
import type { ChatDesk } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { signalTyping } from '../api/signals.ts';
import { outbox } from '../stores/outbox.ts';
import { imageProblem, readImage } from '../utils/image-file.ts';
import type { OutgoingImage } from '../utils/outbox.ts';

/** What the agent had started writing in each conversation, kept while they look at another. */
const drafts = new Map<string, string>();

type ComposerProps = { conversationId: string; canned: ChatDesk['cannedReplies'] };

/** Writing a reply: Enter sends (Shift+Enter for a new line), a canned reply can be put in, one image attached. */
export function Composer({ conversationId, canned }: ComposerProps) {
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setTextState] = useState(() => drafts.get(conversationId) ?? '');
  const [image, setImage] = useState<(OutgoingImage & { name: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  const setText = (next: string) => {
    setTextState(next);
    drafts.set(conversationId, next);
  };

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed && !image) return;
    if (trimmed.length > CHAT_TEXT_MAX) return setError(t.chat.textTooLong(CHAT_TEXT_MAX));
    outbox.add(conversationId, { text: trimmed || null, image: image ? { contentType: image.contentType, data: image.data } : null });
    setText('');
    setImage(null);
    setError(null);
    box.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A Vietnamese input method may still be composing a letter: its Enter is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insertCanned = (id: string) => {
    const reply = canned.find((c) => String(c.id) === id);
    const area = box.current;
    if (!reply) return;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + reply.text + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + reply.text.length, start + reply.text.length);
    });
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    try {
      setImage({ ...(await readImage(file)), name: file.name });
      setError(null);
    } catch {
      setError(t.chat.imageUnreadable);
    }
  };

  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label htmlFor={textId} className="visually-hidden">
        {t.chat.composer}
      </label>
      <textarea
        id={textId}
        ref={box}
        className="field__input field__input--area composer__text"
        rows={3}
        placeholder={t.chat.placeholder}
        value={text}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error !== null}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) signalTyping(conversationId);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="hint composer__hint">
        <span>{t.chat.composerHint}</span>
        <span className={`num${text.trim().length > CHAT_TEXT_MAX ? ' field__error' : ''}`}>{t.chat.count(text.trim().length, CHAT_TEXT_MAX)}</span>
      </p>
      {image ? (
        <div className="composer__image">
          <img src={`data:${image.contentType};base64,${image.data}`} alt={t.chat.attached(image.name)} />
          <span className="hint">{image.name}</span>
          <button type="button" className="button button--ghost button--small" onClick={() => setImage(null)}>
            {t.chat.removeImage}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="composer__bar">
        <select className="field__input composer__canned" aria-label={t.chat.canned} value="" disabled={canned.length === 0} onChange={(e) => insertCanned(e.target.value)}>
          <option value="">{t.chat.cannedPick}</option>
          {canned.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.title}
            </option>
          ))}
        </select>
        <label className="button button--ghost button--small composer__attach">
          {t.chat.attach}
          <input type="file" className="visually-hidden" accept={CHAT_IMAGE_TYPES.join(',')} onChange={(e) => void attach(e)} />
        </label>
        <span className="composer__spacer" />
        <button type="submit" className="button button--primary">
          {t.chat.send}
        </button>
      </div>
    </form>
  );
}
