import { callGame } from '../../lib/api-client.ts';
import { GAME_PATHS, type GamePathName } from '../../lib/paths.ts';
import type { BaccaratPathName } from './baccarat-paths.ts';

/** A call to the table through the page's one client (lib/paths.ts's GAME_PATHS carries BACCARAT_GAME_PATHS). */
export function callBaccarat<T>(name: BaccaratPathName, body: unknown): Promise<T> {
  if (!Object.hasOwn(GAME_PATHS, name)) return Promise.reject(new Error(`GAME_PATHS has no ${name}: spread BACCARAT_GAME_PATHS into lib/paths.ts`));
  return callGame<T>(name as unknown as GamePathName, body);
}
