import { GAME_TAG_LABELS, type GameCategoryId } from '@app/domain';
import { Link } from 'wouter';
import { t } from '../../lib/i18n.ts';
import { CategoryIcon } from './category-icon.tsx';
import './games.css';

type ProviderTileProps = {
  category: GameCategoryId;
  categoryLabel: string;
  /** The provider's name, large. */
  name: string;
  /** A line about the hall: its games. */
  tagline: string;
  /** Where the tile leads: the category's lobby showing this provider's games. */
  href: string;
  hot?: boolean;
  /** The provider is under maintenance (its games say why). */
  maintenance?: boolean;
  size?: 'small' | 'large';
};

/** A provider's hall in one category, as a styled tile; the whole tile is one link into the lobby. */
export function ProviderTile({ category, categoryLabel, name, tagline, href, hot = false, maintenance = false, size = 'small' }: ProviderTileProps) {
  return (
    <Link href={href} className={`provider-tile provider-tile--${category} provider-tile--${size}`}>
      <span className="provider-tile__art" aria-hidden="true">
        <CategoryIcon id={category} size={size === 'large' ? 120 : 84} strokeWidth={1.1} />
      </span>
      {maintenance ? (
        <span className="provider-tile__badge provider-tile__badge--maintenance">{t.games.maintenance}</span>
      ) : hot ? (
        <span className="provider-tile__badge">{GAME_TAG_LABELS.hot}</span>
      ) : null}
      <span className="provider-tile__category">{categoryLabel}</span>
      <span className="provider-tile__name">{name}</span>
      <span className="provider-tile__tagline">{tagline}</span>
      <span className="provider-tile__cta">{t.games.enterHall}</span>
    </Link>
  );
}
