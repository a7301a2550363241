import { GAME_CATEGORIES, type GameCategoryId } from '@app/domain';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { CategoryIcon } from '../../../components/games/category-icon.tsx';
import { BannerCarousel } from '../../../components/home/banner-carousel.tsx';
import { CategoryHalls } from '../../../components/home/category-halls.tsx';
import { NoticeBar } from '../../../components/home/notice-bar.tsx';
import { IconBolt, IconChevronRight, IconHeadset, IconShield } from '../../../components/ui/icons.tsx';
import { categoryPath } from '../../../config/paths.ts';
import { brand } from '../../../lib/brand.ts';
import { t } from '../../../lib/i18n.ts';
import './mobile-pages.css';

const HomeHalls = lazy(() => import('../home-halls.tsx'));

const FEATURE_ICONS = [IconBolt, IconShield, IconHeadset];
const noop = () => undefined;
/** The tab shown before the catalogue says which categories have games: the one most likely to. */
const LIKELY_FIRST: GameCategoryId = 'slots';

/** Phone home: banners, the notice line, then the lobby (category rail left, provider halls right). */
export default function MobileHome() {
  const [firstWithGames, setFirstWithGames] = useState<GameCategoryId | null>(null);
  const [picked, setPicked] = useState<GameCategoryId | null>(null);
  // Until the member picks a tab, the first category that has games is shown (not an empty one).
  const active = picked ?? firstWithGames ?? LIKELY_FIRST;
  const category = GAME_CATEGORIES.find((c) => c.id === active) ?? GAME_CATEGORIES[0];

  const onRailKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = GAME_CATEGORIES.findIndex((c) => c.id === active);
    const last = GAME_CATEGORIES.length - 1;
    const next = event.key === 'ArrowDown' ? i + 1 : event.key === 'ArrowUp' ? i - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const target = GAME_CATEGORIES[(next + GAME_CATEGORIES.length) % GAME_CATEGORIES.length]!;
    setPicked(target.id);
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
          {GAME_CATEGORIES.map((c) => (
            <button
              key={c.id}
              id={`lobby-tab-${c.id}`}
              type="button"
              role="tab"
              aria-selected={c.id === active}
              aria-controls="lobby-panel"
              tabIndex={c.id === active ? 0 : -1}
              className="m-lobby__tab"
              onClick={() => setPicked(c.id)}
            >
              <CategoryIcon id={c.id} size={24} />
              <span>{c.name}</span>
            </button>
          ))}
        </div>
        <div className="m-lobby__panel" role="tabpanel" id="lobby-panel" aria-labelledby={`lobby-tab-${active}`}>
          <div className="m-lobby__panel-head">
            <h3 className="m-lobby__heading">{t.home.providersHeading(category.name)}</h3>
            <Link href={categoryPath(category.slug)} className="m-lobby__all" aria-label={t.games.seeAllOf(category.name)}>
              {t.games.seeAll}
              <IconChevronRight size={16} />
            </Link>
          </div>
          <Suspense fallback={<CategoryHalls category={category} halls={[]} state="loading" onRetry={noop} />}>
            <HomeHalls category={category} onFirstWithGames={setFirstWithGames} />
          </Suspense>
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
