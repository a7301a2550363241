import { useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmTwoFactor, useEnrolTwoFactor } from '../api/two-factor.ts';
import { QrImage } from './qr-image.tsx';

/** The operator's own two-factor sign-in: scan, confirm with a first code, keep the recovery codes. */
export function SecurityPage() {
  useDocumentTitle(t.security.heading);
  const signedIn = useSession();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    // A wrong code arrives in the "Tin nhắn" dialog; the form stays for another try.
    confirm.mutate(code, { onError: () => setCode('') });
  };

  return (
    <section className="page" aria-labelledby="security-heading">
      <header className="page__header page__header--stacked">
        <h1 id="security-heading" className="page__title">
          {t.security.heading}
        </h1>
        <p className="page__lead">{t.security.lead}</p>
      </header>

      {confirm.data ? (
        <div className="panel panel__body security" role="status">
          <h2 className="security__title">{t.security.recoveryHeading}</h2>
          <p>{t.security.recoveryLead}</p>
          <ul className="recovery-codes">
            {confirm.data.recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : signedIn?.operator.twoFactor ? (
        <p className="panel panel__body security" role="status">
          {t.security.on}
        </p>
      ) : enrol.data ? (
        <form className="panel panel__body security" onSubmit={submit} aria-label={t.security.confirm}>
          <p>{t.security.scan}</p>
          <QrImage value={enrol.data.otpauthUri} label={t.security.qrLabel} />
          <p>
            {t.security.secret}: <code className="secret-key">{enrol.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <label className="field">
            <span className="field__label">{t.security.code}</span>
            <input
              className="field__input"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={confirm.isPending || code.length !== 6} aria-busy={confirm.isPending}>
            {confirm.isPending ? t.security.confirming : t.security.confirm}
          </button>
        </form>
      ) : (
        <button type="button" className="button button--primary" disabled={enrol.isPending} aria-busy={enrol.isPending} onClick={() => enrol.mutate()}>
          {enrol.isPending ? t.security.starting : t.security.start}
        </button>
      )}
    </section>
  );
}
