import { Link } from 'wouter';
import { INFO_PAGES } from '../../../config/info-pages.ts';
import { brand } from '../../../lib/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { BrandLogo } from '../../brand/brand-logo.tsx';
import { PaymentBadges } from '../../payments/payment-badges.tsx';
import { SiteQr } from '../../site-qr/site-qr.tsx';
import { SupportChannels } from '../../support/support-channels.tsx';

export function DesktopFooter() {
  return (
    <footer className="d-footer">
      <div className="d-container d-footer__grid">
        <section className="d-footer__brand" aria-label={brand.displayName}>
          <BrandLogo height={44} />
          <p className="d-footer__age">
            <span className="age-badge" aria-hidden="true">
              {t.footer.ageBadge}
            </span>
            {t.footer.ageNotice}
          </p>
          <SiteQr />
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className="d-footer__heading">
            {t.footer.info}
          </h2>
          <ul className="d-footer__links">
            {INFO_PAGES.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="d-footer__heading">
            {t.footer.support}
          </h2>
          <SupportChannels layout="footer" />
        </section>
        <section aria-labelledby="footer-payments" className="d-footer__payments">
          <h2 id="footer-payments" className="d-footer__heading">
            {t.footer.paymentMethods}
          </h2>
          <PaymentBadges />
        </section>
      </div>
      <p className="d-container d-footer__copy">{t.footer.copyright(brand.displayName, new Date().getFullYear())}</p>
    </footer>
  );
}
