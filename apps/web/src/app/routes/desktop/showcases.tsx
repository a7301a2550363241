import { useCategoryHalls } from '../use-category-halls.ts';
import { ShowcaseList } from './showcase-list.tsx';

/**
 * The showcases with the server's catalogue, in a chunk of their own (with TanStack Query's observer)
 * that loads after the home has painted, as the phone's halls do (../home-halls.tsx).
 */
export default function Showcases() {
  const { state, hallsOf, retry } = useCategoryHalls();
  return <ShowcaseList state={state} hallsOf={hallsOf} retry={retry} />;
}
