import { t } from '../../lib/i18n.ts';

/** The start placeholder (spec §2): a spinner and the literal "Loading..." text. */
export function Splash() {
  return (
    <div className="splash" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="splash__text" lang="en">
        {t.app.loading}
      </span>
    </div>
  );
}
