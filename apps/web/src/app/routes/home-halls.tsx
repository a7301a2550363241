import type { GameCategoryId } from '@app/domain';
import { useEffect } from 'react';
import { CategoryHalls } from '../../components/home/category-halls.tsx';
import { useCategoryHalls } from './use-category-halls.ts';

type HomeHallsProps = {
  category: { id: GameCategoryId; slug: string; name: string };
  /** Told once the catalogue says which category is the first with games. */
  onFirstWithGames?: (category: GameCategoryId) => void;
};

/**
 * One category's halls from the server's catalogue, in a chunk of their own (with TanStack Query's
 * observer) that loads after the home has painted: neither this code nor the catalogue request holds
 * back the phone's first screen, which Lighthouse measures. Until then the halls' placeholders show.
 */
export default function HomeHalls({ category, onFirstWithGames }: HomeHallsProps) {
  const { state, hallsOf, retry, firstWithGames } = useCategoryHalls();
  useEffect(() => {
    if (firstWithGames) onFirstWithGames?.(firstWithGames);
  }, [firstWithGames, onFirstWithGames]);
  return <CategoryHalls category={category} halls={hallsOf(category)} state={state} onRetry={retry} />;
}
