import { callGame } from '../../lib/api-client.ts';
import { GAME_PATHS, type GamePathName } from '../../lib/paths.ts';
import type { XocDiaPathName } from './xoc-dia-paths.ts';

/** A call to the table through the page's one client (lib/paths.ts's GAME_PATHS carries XOC_DIA_GAME_PATHS). */
export function callXocDia<T>(name: XocDiaPathName, body: unknown): Promise<T> {
  if (!Object.hasOwn(GAME_PATHS, name)) return Promise.reject(new Error(`GAME_PATHS has no ${name}: spread XOC_DIA_GAME_PATHS into lib/paths.ts`));
  return callGame<T>(name as unknown as GamePathName, body);
}
