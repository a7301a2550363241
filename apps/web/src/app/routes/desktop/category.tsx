import { GAME_CATEGORIES } from '@app/domain';
import { useParams } from 'wouter';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { CategoryLobby } from '../../../features/lobby/components/category-lobby.tsx';
import { useOpenGame } from '../../use-open-game.ts';
import { useScrollTopOnEnter } from '../use-scroll-top-on-enter.ts';

/** /sanh/:slug on the desktop: the header's category menu marks it; the page is the category's lobby. */
export default function DesktopCategoryPage() {
  const { slug } = useParams<{ slug: string }>();
  const openGame = useOpenGame();
  const category = GAME_CATEGORIES.find((c) => c.slug === slug);
  useScrollTopOnEnter(slug);
  if (!category) return <NotFound />;
  return (
    <div className="d-container d-page">
      <CategoryLobby key={category.id} category={category} variant="desktop" onOpenGame={openGame} />
    </div>
  );
}
