import type { ReactNode } from 'react';
import type { GameCategoryId } from '@app/domain';
import { Icon } from '../ui/icons.tsx';

const PATHS: Record<GameCategoryId, ReactNode> = {
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5z" />
      <path d="M12 3v4.5M20.6 9.6l-4.8.7M17.3 19.3l-3-4.5M6.7 19.3l3-4.5M3.4 9.6l4.8.7" />
    </>
  ),
  casino: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8.5" cy="14.5" r="5.5" />
      <circle cx="16.5" cy="8.5" r="4.5" />
      <path d="M7 13.2l1.5-1.2v5.5M15.2 7.3c.4-.6 2.4-.7 2.4.6 0 1.2-2.6 1.9-2.6 3h2.8" />
    </>
  ),
  slots: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2.5" />
      <path d="M6 9h9v7H6zM9 9v7M12 9v7" />
      <path d="M18 9.5h1.5a1 1 0 011 1V13M20.5 5.5v-1" />
      <circle cx="20.5" cy="4" r="1.2" />
    </>
  ),
  fishing: (
    <>
      <path d="M3 12c3-4.5 9-6 13.5-1.5L21 7v10l-4.5-3.5C12 18 6 16.5 3 12z" />
      <circle cx="8" cy="11" r="1" />
      <path d="M11.5 9c.8 1.8.8 4.2 0 6" />
    </>
  ),
  cards: (
    <>
      <rect x="3.5" y="5" width="10.5" height="15" rx="1.8" transform="rotate(-10 8.75 12.5)" />
      <rect x="10" y="4" width="10.5" height="15" rx="1.8" transform="rotate(8 15.25 11.5)" />
      <path d="M15.2 8.6c-1.6 1.4-2.6 2.3-2.6 3.4a1.4 1.4 0 002.3 1l-.4 1.6h1.6l-.2-1.5a1.4 1.4 0 002.2-1.3c-.1-1.1-1.3-1.9-2.9-3.2z" />
    </>
  ),
  esports: (
    <>
      <path d="M7 7.5h10a4.5 4.5 0 014.4 5.4l-.9 4.3a2.2 2.2 0 01-3.8 1L14.8 16H9.2l-1.9 2.2a2.2 2.2 0 01-3.8-1l-.9-4.3A4.5 4.5 0 017 7.5z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="15.5" cy="11" r=".6" />
      <circle cx="17.3" cy="13" r=".6" />
    </>
  ),
};

/** Category icons drawn for this product. */
export function CategoryIcon({ id, size = 24, strokeWidth = 1.7 }: { id: GameCategoryId; size?: number; strokeWidth?: number }) {
  return (
    <Icon size={size} strokeWidth={strokeWidth}>
      {PATHS[id]}
    </Icon>
  );
}
