export type MoveDirection = 'up' | 'down';

/**
 * A category's game ids with one of them a place up or down, as the server wants a reorder: every id
 * of the category, each once. Null when the game cannot go that way (first up, last down, not there).
 */
export function moveOne(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}
