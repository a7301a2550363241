import { t } from '../../lib/i18n.ts';
import type { CategoryId, Provider } from './catalogue.ts';
import { CategoryIcon } from './category-icon.tsx';
import './games.css';

type ProviderTileProps = {
  category: CategoryId;
  categoryLabel: string;
  provider: Provider;
  onOpen: () => void;
  size?: 'small' | 'large';
};

/** A provider hall as a styled tile; the whole tile is one button. */
export function ProviderTile({ category, categoryLabel, provider, onOpen, size = 'small' }: ProviderTileProps) {
  return (
    <button type="button" className={`provider-tile provider-tile--${category} provider-tile--${size}`} onClick={onOpen}>
      <span className="provider-tile__art" aria-hidden="true">
        <CategoryIcon id={category} size={size === 'large' ? 120 : 84} strokeWidth={1.1} />
      </span>
      {provider.hot ? <span className="provider-tile__hot">{t.games.hot}</span> : null}
      <span className="provider-tile__category">{categoryLabel}</span>
      <span className="provider-tile__name">{provider.name}</span>
      <span className="provider-tile__tagline">{provider.tagline}</span>
      <span className="provider-tile__cta">{t.home.playNow}</span>
    </button>
  );
}
