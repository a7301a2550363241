import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { SITE_QR_SIZES } from './site-qr-spec.ts';
import { useNearViewport } from './use-near-viewport.ts';
import './site-qr.css';

/* The encoder (uqr) and the dialog are ~5 KB gzip the first desktop screen does not need: loaded on approach. */
const SiteQrCode = lazy(() => import('./site-qr-code.tsx').then((m) => ({ default: m.SiteQrCode })));
const SiteQrDialog = lazy(() => import('./site-qr-dialog.tsx').then((m) => ({ default: m.SiteQrDialog })));

/** The footer's "open on your phone" block: the 110 px code of the site host; pressing it shows the 200 px one. */
export function SiteQr() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [open, setOpen] = useState(false);
  const placeholder = <QrPlaceholder size={SITE_QR_SIZES.footer} />;
  return (
    <figure ref={ref} className="site-qr">
      <div className="site-qr__code">
        {near ? (
          <Suspense fallback={placeholder}>
            <SiteQrCode size={SITE_QR_SIZES.footer} />
          </Suspense>
        ) : (
          placeholder
        )}
        {/* Laid over the code rather than around it: the code's logo carries letters (the brand's
            initials), and a button's visible text must be part of its name (WCAG 2.5.3). */}
        <button type="button" className="site-qr__button" aria-label={t.siteQr.enlarge} onClick={() => setOpen(true)} />
      </div>
      <figcaption className="site-qr__caption">{t.footer.scanToOpen}</figcaption>
      {open ? (
        <Suspense fallback={null}>
          <SiteQrDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </figure>
  );
}

/** A white square of the code's exact size, so nothing moves when the code arrives. */
function QrPlaceholder({ size }: { size: number }) {
  return <svg className="site-qr__placeholder" width={size} height={size} aria-hidden="true" />;
}
