import { GAME_CATEGORIES } from '@app/domain';
import { useParams } from 'wouter';
import { CategoryStrip } from '../../../components/layouts/mobile/category-strip.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { CategoryLobby } from '../../../features/lobby/components/category-lobby.tsx';
import { useOpenGame } from '../../use-open-game.ts';
import { useScrollTopOnEnter } from '../use-scroll-top-on-enter.ts';

/** /sanh/:slug on the phone: the category menu as a strip, then the category's lobby. */
export default function MobileCategoryPage() {
  const { slug } = useParams<{ slug: string }>();
  const openGame = useOpenGame();
  const category = GAME_CATEGORIES.find((c) => c.slug === slug);
  useScrollTopOnEnter(slug);
  if (!category) return <NotFound />;
  return (
    <>
      <CategoryStrip current={category.id} />
      <CategoryLobby key={category.id} category={category} variant="mobile" onOpenGame={openGame} />
    </>
  );
}
