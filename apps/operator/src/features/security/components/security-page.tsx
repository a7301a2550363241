import { useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmTwoFactor, useEnrolTwoFactor } from '../api/two-factor.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { QrImage } from './qr-image.tsx';

/**
 * "Bảo mật": the signed-in operator's own account. A new password ("Đổi mật khẩu"), and two-factor
 * sign-in: scan, confirm with a first code, keep the recovery codes.
 */
export function SecurityPage() {
  useDocumentTitle(t.security.link);
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

  const twoFactorStep = confirm.data ? (
    <div className="security" role="status">
      <h3 className="security__title">{t.security.recoveryHeading}</h3>
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
    <p role="status">{t.security.on}</p>
  ) : enrol.data ? (
    <form className="security" onSubmit={submit} aria-label={t.security.confirm}>
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
    <div>
      <button type="button" className="button button--primary" disabled={enrol.isPending} aria-busy={enrol.isPending} onClick={() => enrol.mutate()}>
        {enrol.isPending ? t.security.starting : t.security.start}
      </button>
    </div>
  );

  return (
    <section className="page" aria-labelledby="security-heading">
      <header className="page__header page__header--stacked">
        <h1 id="security-heading" className="page__title">
          {t.security.link}
        </h1>
        <p className="page__lead">{t.security.pageLead}</p>
      </header>

      <div className="security-layout">
        {signedIn ? <ChangePasswordForm username={signedIn.operator.username} twoFactor={signedIn.operator.twoFactor} /> : null}
        <section className="panel security-panel" aria-labelledby="two-factor-title">
          <h2 id="two-factor-title" className="panel__title">
            {t.security.heading}
          </h2>
          <div className="panel__body security">
            <p className="hint">{t.security.lead}</p>
            {twoFactorStep}
          </div>
        </section>
      </div>
    </section>
  );
}
