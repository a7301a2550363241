import { useId } from 'react';
import { lobbyText as text } from '../../../lib/i18n/lobby.ts';
import { IconClose, IconSearch } from '../../../components/ui/icons.tsx';

/** The search box: searches as the member types, over every game's name, provider and category. */
export function LobbySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="lobby-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {text.searchLabel}
      </label>
      <IconSearch size={20} className="lobby-search__icon" />
      <input
        id={id}
        className="lobby-search__input"
        type="search"
        value={value}
        placeholder={text.searchPlaceholder}
        title={text.searchHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <button type="button" className="lobby-search__clear" aria-label={text.clearSearch} onClick={() => onChange('')}>
          <IconClose size={18} />
        </button>
      ) : null}
    </div>
  );
}
