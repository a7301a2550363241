import { useState, type KeyboardEvent } from 'react';
import { CATEGORIES, type CategoryId } from '../../../components/games/catalogue.ts';
import { CategoryIcon } from '../../../components/games/category-icon.tsx';
import { ProviderTile } from '../../../components/games/provider-tile.tsx';
import { BannerCarousel } from '../../../components/home/banner-carousel.tsx';
import { NoticeBar } from '../../../components/home/notice-bar.tsx';
import { IconBolt, IconHeadset, IconShield } from '../../../components/ui/icons.tsx';
import { brand } from '../../../lib/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { useOpenGame } from '../../use-open-game.ts';
import './mobile-pages.css';

const FEATURE_ICONS = [IconBolt, IconShield, IconHeadset];

/** Phone home: banners, the notice line, then the lobby (category rail left, provider cards right). */
export default function MobileHome() {
  const openGame = useOpenGame();
  const [active, setActive] = useState<CategoryId>('sports');
  const category = CATEGORIES.find((c) => c.id === active) ?? CATEGORIES[0]!;

  const onRailKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = CATEGORIES.findIndex((c) => c.id === active);
    const next =
      event.key === 'ArrowDown' ? i + 1 : event.key === 'ArrowUp' ? i - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? CATEGORIES.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = CATEGORIES[(next + CATEGORIES.length) % CATEGORIES.length]!;
    setActive(target.id);
    document.getElementById(`lobby-tab-${target.id}`)?.focus();
  };

  return (
    <>
      <h1 className="visually-hidden">
        {brand.displayName} – {t.nav.home}
      </h1>
      <BannerCarousel variant="mobile" />
      <NoticeBar />
      <section className="m-lobby" aria-labelledby="lobby-heading">
        <h2 id="lobby-heading" className="visually-hidden">
          {t.home.categoriesHeading}
        </h2>
        <div className="m-lobby__rail" role="tablist" aria-orientation="vertical" aria-label={t.nav.categoryMenu} onKeyDown={onRailKey}>
          {CATEGORIES.map((c) => (
            <button
              key={c.id}
              id={`lobby-tab-${c.id}`}
              type="button"
              role="tab"
              aria-selected={c.id === active}
              aria-controls="lobby-panel"
              tabIndex={c.id === active ? 0 : -1}
              className="m-lobby__tab"
              onClick={() => setActive(c.id)}
            >
              <CategoryIcon id={c.id} size={24} />
              <span>{c.label}</span>
            </button>
          ))}
        </div>
        <div className="m-lobby__panel" role="tabpanel" id="lobby-panel" aria-labelledby={`lobby-tab-${active}`}>
          <h3 className="m-lobby__heading">{t.home.providersHeading(category.label)}</h3>
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
      <section className="m-features" aria-label={t.home.whyUs}>
        {t.home.features.map((feature, i) => {
          const Icon = FEATURE_ICONS[i] ?? IconShield;
          return (
            <div key={feature.title} className="m-feature">
              <Icon size={22} />
              <p className="m-feature__title">{feature.title}</p>
              <p className="m-feature__text">{feature.text}</p>
            </div>
          );
        })}
      </section>
    </>
  );
}
