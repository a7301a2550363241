import { BannerArt } from '../../../components/home/banner-art.tsx';
import { t } from '../../../lib/i18n.ts';
import './mobile-pages.css';

export default function MobilePromotionsPage() {
  return (
    <div className="m-promos">
      <h1 className="m-title">{t.nav.promotions}</h1>
      {t.banners.map((banner, i) => (
        <article key={banner.title} className="m-promo">
          <BannerArt kind={i} />
          <div className="m-promo__copy">
            <h2 className="m-promo__title">{banner.title}</h2>
            <p className="m-promo__highlight num">{banner.highlight}</p>
            <p className="m-promo__text">{banner.text}</p>
          </div>
        </article>
      ))}
      <p className="m-note">{t.comingSoon.promotions}</p>
    </div>
  );
}
