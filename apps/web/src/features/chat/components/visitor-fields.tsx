import { useId } from 'react';
import { chatText as text } from '../../../lib/i18n/chat.ts';

type VisitorFieldsProps = {
  name: string;
  contact: string;
  contactRequired: boolean;
  contactError: string | null;
  onName: (value: string) => void;
  onContact: (value: string) => void;
};

/** A visitor's name and a way to answer them, sent with the first message of a conversation. */
export function VisitorFields({ name, contact, contactRequired, contactError, onName, onContact }: VisitorFieldsProps) {
  const id = useId();
  return (
    <fieldset className="chat-visitor">
      <legend className="chat-visitor__lead">{text.visitor.lead}</legend>
      <div className="chat-visitor__field">
        <label htmlFor={`${id}-name`}>{text.visitor.name}</label>
        <input id={`${id}-name`} value={name} maxLength={40} autoComplete="name" placeholder={text.visitor.optional} onChange={(e) => onName(e.target.value)} />
      </div>
      <div className="chat-visitor__field">
        <label htmlFor={`${id}-contact`}>{text.visitor.contact}</label>
        <input
          id={`${id}-contact`}
          value={contact}
          placeholder={contactRequired ? text.visitor.contactPlaceholder : text.visitor.optional}
          maxLength={80}
          autoComplete="tel"
          required={contactRequired}
          aria-invalid={contactError ? true : undefined}
          aria-describedby={contactError ? `${id}-contact-error` : undefined}
          onChange={(e) => onContact(e.target.value)}
        />
        {contactError ? (
          <p className="chat-visitor__error" id={`${id}-contact-error`} role="alert">
            {contactError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
