import type { MyGames } from '@app/contract';

/** The member's lists with one game added to (at the end, as the server keeps them) or taken from the favourites. */
export function withFavourite(mine: MyGames, gameId: string, favourite: boolean): MyGames {
  const others = mine.favourites.filter((id) => id !== gameId);
  return { ...mine, favourites: favourite ? [...others, gameId] : others };
}
