import { BannerArt } from '../../../components/home/banner-art.tsx';
import { t } from '../../../lib/i18n.ts';
import './desktop-pages.css';

export default function DesktopPromotionsPage() {
  return (
    <div className="d-container d-page">
      <h1 className="d-section__title">{t.nav.promotions}</h1>
      <div className="d-promos">
        {t.banners.map((banner, i) => (
          <article key={banner.title} className="d-promo">
            <BannerArt kind={i} />
            <div className="d-promo__copy">
              <h2 className="d-promo__title">{banner.title}</h2>
              <p className="d-promo__highlight num">{banner.highlight}</p>
              <p>{banner.text}</p>
            </div>
          </article>
        ))}
      </div>
      <p className="d-note">{t.comingSoon.promotions}</p>
    </div>
  );
}
