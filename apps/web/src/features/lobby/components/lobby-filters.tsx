import type { GameProviderView } from '@app/contract';
import type { ReactNode } from 'react';
import { lobbyText as text } from '../../../lib/i18n/lobby.ts';
import { FILTER_FAVOURITES, FILTER_RECENT, type LobbyFilter } from '../utils/lobby-view.ts';
import { IconHeart, IconRecent } from '../../../components/ui/icons.tsx';

type LobbyFiltersProps = {
  value: LobbyFilter;
  providers: readonly GameProviderView[];
  /** Members get their own two lists as filters too. */
  member: boolean;
  onChange: (filter: LobbyFilter) => void;
};

/** One row of chips, one of them on: "Tất cả", the member's "Yêu thích" and "Chơi gần đây", then each provider with games here. */
export function LobbyFilters({ value, providers, member, onChange }: LobbyFiltersProps) {
  const chip = (filter: LobbyFilter, label: ReactNode, key: string = filter) => (
    <button key={key} type="button" className="lobby-chip" aria-pressed={value === filter} onClick={() => onChange(filter)}>
      {label}
    </button>
  );
  return (
    <div className="lobby-chips" role="group" aria-label={text.filters}>
      {chip('all', text.all)}
      {member
        ? [
            chip(
              FILTER_FAVOURITES,
              <>
                <IconHeart size={16} filled={value === FILTER_FAVOURITES} />
                {text.favourites}
              </>,
            ),
            chip(
              FILTER_RECENT,
              <>
                <IconRecent size={16} />
                {text.recent}
              </>,
            ),
          ]
        : null}
      {providers.map((p) => chip(p.code, p.name))}
    </div>
  );
}
