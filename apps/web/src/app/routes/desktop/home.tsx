import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { CATEGORIES } from '../../../components/games/catalogue.ts';
import { CategoryIcon } from '../../../components/games/category-icon.tsx';
import { ProviderTile } from '../../../components/games/provider-tile.tsx';
import { BannerCarousel } from '../../../components/home/banner-carousel.tsx';
import { NoticeBar } from '../../../components/home/notice-bar.tsx';
import { IconBolt, IconHeadset, IconShield } from '../../../components/ui/icons.tsx';
import { HOME_SECTION_PARAM } from '../../../config/paths.ts';
import { brand } from '../../../lib/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { useOpenGame } from '../../use-open-game.ts';
import './desktop-pages.css';

const FEATURE_ICONS = [IconBolt, IconShield, IconHeadset];

/** Desktop home: hero carousel, notice line, a showcase per category, and why-us. */
export default function DesktopHome() {
  const openGame = useOpenGame();
  const search = useSearch();

  useEffect(() => {
    const slug = new URLSearchParams(search).get(HOME_SECTION_PARAM);
    if (slug) document.getElementById(slug)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [search]);

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
          {CATEGORIES.map((category) => (
            <section key={category.id} id={category.slug} className="d-showcase" aria-labelledby={`${category.slug}-title`}>
              <div className="d-section__head">
                <CategoryIcon id={category.id} size={26} />
                <h2 id={`${category.slug}-title`} className="d-section__title">
                  {category.label}
                </h2>
              </div>
              <div className="d-grid">
                {category.providers.map((provider) => (
                  <ProviderTile
                    key={provider.id}
                    category={category.id}
                    categoryLabel={category.label}
                    provider={provider}
                    size="large"
                    onOpen={() => openGame({ category: category.id, provider: provider.id, name: provider.name })}
                  />
                ))}
              </div>
            </section>
          ))}
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
