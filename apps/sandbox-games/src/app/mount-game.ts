import { FISHING_GAMES, isSlotGameId, SLOT_GAMES, slotDefinitionById } from '@app/domain';
import { isLotteryGameKey, LOTTERY_GAMES } from '@app/domain/lottery';
import { mountBaccarat } from '../games/baccarat/baccarat-game.ts';
import { mountFishing } from '../games/fishing/fishing-game.ts';
import type { GameContext } from '../games/game-context.ts';
import { mountLottery } from '../games/lottery/lottery-game.ts';
import { mountSlot } from '../games/slot/slot-game.ts';
import { mountSportsbook } from '../games/sportsbook/sportsbook-game.ts';
import { mountTaiXiu } from '../games/tai-xiu/tai-xiu-game.ts';
import { mountXocDia } from '../games/xoc-dia/xoc-dia-game.ts';
import { parseEngine } from '../lib/engine.ts';

/**
 * Picks the game by the session's engine, looked up as the provider does ('slot:<game or strip set
 * id>', 'fishing:<id>', 'tai-xiu:tai-xiu', 'xoc-dia:ban-1'); false for one this page cannot draw.
 */
export function mountGame(context: GameContext): boolean {
  const engine = parseEngine(context.session.game.engine);
  if (!engine) return false;
  switch (engine.kind) {
    case 'slot': {
      const def = isSlotGameId(engine.id) ? SLOT_GAMES[engine.id] : slotDefinitionById(engine.id);
      if (!def) return false;
      mountSlot(context, def);
      return true;
    }
    case 'fishing': {
      const def = Object.hasOwn(FISHING_GAMES, engine.id) ? FISHING_GAMES[engine.id] : undefined;
      if (!def) return false;
      mountFishing(context, def);
      return true;
    }
    case 'tai-xiu':
      if (engine.id !== 'tai-xiu') return false;
      mountTaiXiu(context);
      return true;
    case 'lottery':
      if (!isLotteryGameKey(engine.id)) return false;
      mountLottery(context, LOTTERY_GAMES[engine.id]);
      return true;
    case 'baccarat':
      mountBaccarat(context);
      return true;
    case 'xoc-dia':
      // Every table of the kind plays the same page; the provider knows which one the session is at.
      mountXocDia(context);
      return true;
    case 'sportsbook':
      if (engine.id !== 'football' && engine.id !== 'esports') return false;
      mountSportsbook(context, engine.id);
      return true;
  }
}
