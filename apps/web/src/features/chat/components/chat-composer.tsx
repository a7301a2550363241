import { CHAT_IMAGE_TYPES, CHAT_TEXT_MAX } from '@app/contract/chat';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { chatText as text } from '../../../lib/i18n/chat.ts';
import { isOpenConversation } from '../utils/chat-log.ts';
import type { ChatSession, ChatSnapshot, SendInput } from '../utils/chat-session.ts';
import { contactProblem } from '../utils/contact.ts';
import { checkImage, readAsBase64 } from '../utils/image-file.ts';
import { VisitorFields } from './visitor-fields.tsx';
import { IconPaperclip, IconSend } from './chat-icons.tsx';

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_INPUT_PX = 120;

type ChatComposerProps = {
  session: ChatSession;
  snapshot: ChatSnapshot;
  isVisitor: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The message box: Enter sends, Shift+Enter breaks the line (not while an input method such as
 * Telex is still composing a letter), the paperclip sends an image. A visitor's first message of a
 * conversation carries a name and, when nobody is on duty, a phone number or e-mail to answer to.
 */
export function ChatComposer({ session, snapshot, isVisitor, inputRef }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const { log, pending, agentsOnDuty } = snapshot;
  const asksWho = isVisitor && !isOpenConversation(log.conversation) && pending.length === 0;
  const contactRequired = asksWho && !agentsOnDuty;

  /** The visitor's details for a first message, or null (and the field says why) when the contact is missing. */
  function visitorDetails(): Pick<SendInput, 'visitorName' | 'contact'> | null {
    if (!asksWho) return {};
    const problem = contactProblem(contact, contactRequired);
    setContactError(problem === 'required' ? text.visitor.contactRequired : problem === 'invalid' ? text.visitor.contactInvalid : null);
    if (problem) return null;
    return { ...(name.trim() ? { visitorName: name.trim() } : {}), ...(contact.trim() ? { contact: contact.trim() } : {}) };
  }

  function submit() {
    const message = draft.trim();
    if (!message) return;
    if (message.length > CHAT_TEXT_MAX) {
      setError(text.composer.tooLong(CHAT_TEXT_MAX));
      return;
    }
    const who = visitorDetails();
    if (!who) return;
    setError(null);
    session.send({ text: message, ...who });
    setDraft('');
    resize(inputRef.current, true);
    inputRef.current?.focus();
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkImage(file);
    if (!check.ok) {
      setError(check.problem === 'type' ? text.image.wrongType : text.image.tooLarge);
      return;
    }
    const who = visitorDetails();
    if (!who) return;
    try {
      const data = await readAsBase64(file);
      setError(null);
      session.send({ image: { contentType: check.contentType, data }, ...who });
    } catch {
      setError(text.image.unreadable);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setDraft(event.target.value);
    resize(event.target);
    if (event.target.value.trim()) session.typing();
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} noValidate>
      {asksWho ? (
        <VisitorFields name={name} contact={contact} contactRequired={contactRequired} contactError={contactError} onName={setName} onContact={(v) => (setContact(v), setContactError(null))} />
      ) : null}
      {error ? (
        <p className="chat-composer__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <input ref={fileRef} type="file" accept={CHAT_IMAGE_TYPES.join(',')} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void onFile(e)} />
        <button type="button" className="icon-button chat-composer__attach" aria-label={text.composer.attach} onClick={() => fileRef.current?.click()}>
          <IconPaperclip />
        </button>
        <label className="visually-hidden" htmlFor={`${hintId}-input`}>
          {text.composer.label}
        </label>
        <textarea
          ref={inputRef}
          id={`${hintId}-input`}
          className="chat-composer__input"
          rows={1}
          value={draft}
          placeholder={text.composer.placeholder}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          enterKeyHint="send"
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-composer__send" aria-label={text.composer.send} disabled={!draft.trim()}>
          <IconSend />
        </button>
      </div>
      <p className="chat-composer__hint" id={hintId}>
        {text.composer.hint}
      </p>
    </form>
  );
}

function resize(input: HTMLTextAreaElement | null, reset = false) {
  if (!input) return;
  input.style.height = 'auto';
  if (!reset) input.style.height = `${Math.min(input.scrollHeight, MAX_INPUT_PX)}px`;
}
