import { lazy, Suspense } from 'react';
import { BannerCarousel } from '../../../components/home/banner-carousel.tsx';
import { NoticeBar } from '../../../components/home/notice-bar.tsx';
import { IconBolt, IconHeadset, IconShield } from '../../../components/ui/icons.tsx';
import { brand } from '../../../lib/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { ShowcaseList } from './showcase-list.tsx';
import './desktop-pages.css';

const FEATURE_ICONS = [IconBolt, IconShield, IconHeadset];
const Showcases = lazy(() => import('./showcases.tsx'));
const noHalls = () => [];
const noop = () => undefined;

/** Desktop home: hero carousel, notice line, a showcase of provider halls per category, and why-us. */
export default function DesktopHome() {
  return (
    <>
      <h1 className="visually-hidden">
        {brand.displayName} – {t.nav.home}
      </h1>
      <BannerCarousel variant="desktop" />
      <div className="d-container">
        <div className="d-home__notice">
          <NoticeBar />
        </div>
        <div className="d-showcases">
          <Suspense fallback={<ShowcaseList state="loading" hallsOf={noHalls} retry={noop} />}>
            <Showcases />
          </Suspense>
          <section className="d-showcase d-why" aria-labelledby="why-title">
            <div className="d-section__head">
              <IconShield size={26} />
              <h2 id="why-title" className="d-section__title">
                {t.home.whyUs}
              </h2>
            </div>
            <ul className="d-why__list">
              {t.home.features.map((feature, i) => {
                const Icon = FEATURE_ICONS[i] ?? IconShield;
                return (
                  <li key={feature.title} className="d-why__item">
                    <span className="d-why__icon">
                      <Icon size={24} />
                    </span>
                    <span>
                      <strong>{feature.title}</strong>
                      <span className="d-why__text">{feature.text}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
