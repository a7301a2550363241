import {
  FISHING_GAMES,
  TAI_XIU_BETS,
  TAI_XIU_STAKES,
  diceTotal,
  isSlotGameId,
  isTriple,
  resolveShot,
  rollTaiXiu,
  settleTaiXiu,
  slotDefinitionById,
  slotStakeProblem,
  SLOT_GAMES,
  spinSlot,
  stakeProblem,
  type FishingDefinition,
  type RoundRandom,
  type SlotDefinition,
  type TaiXiuBet,
} from '@app/domain';
import { isLotteryGameKey, LOTTERY_GAMES, type LotteryGameKey } from '@app/domain/lottery';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { sportsbookGameName } from './sportsbook/rules.ts';
import { tableGameName } from './tables/registry.ts';

/**
 * The provider's engines, named '<kind>:<id>' as the platform's catalogue names them ('slot:kho-bau-rong',
 * 'fishing:dai-duong-vang', 'tai-xiu:tai-xiu'). All their maths is @app/domain's: here each is only told
 * how to check a round's input and how to play it from the round's RoundRandom.
 */
export type EngineKind = 'slot' | 'fishing' | 'tai-xiu';

export type RoundInput = { stake: number; fishId?: string; bet?: string };

export type Engine = {
  kind: EngineKind;
  gameName: string;
  /** What is wrong with the input, in the member's words; null when the round can be played. */
  problem(input: RoundInput): string | null;
  /** The round's win (VND, the stake having been taken) and its detail, the domain's own result object. */
  play(random: RoundRandom, input: RoundInput): { win: number; detail: unknown };
};

function slotEngine(def: SlotDefinition): Engine {
  return {
    kind: 'slot',
    gameName: def.name,
    problem: ({ stake }) => slotStakeProblem(def, stake),
    play(random, { stake }) {
      const result = spinSlot(def, random, stake);
      // The domain's round result as it is: stops, grid, line wins, scatters, free spins, total.
      return { win: result.totalWin, detail: result };
    },
  };
}

function fishingEngine(def: FishingDefinition): Engine {
  return {
    kind: 'fishing',
    gameName: def.name,
    problem: ({ stake, fishId }) => stakeProblem(stake, def.stakes) ?? (def.fish.some((f) => f.id === fishId) ? null : M.fishUnknown),
    play(random, { stake, fishId }) {
      const shot = resolveShot(def, random, fishId!, stake);
      return { win: shot.win, detail: shot };
    },
  };
}

const isTaiXiuBet = (bet: string | undefined): bet is TaiXiuBet => bet !== undefined && Object.hasOwn(TAI_XIU_BETS, bet);

const taiXiuEngine: Engine = {
  kind: 'tai-xiu',
  gameName: 'Tài Xỉu',
  problem: ({ stake, bet }) =>
    stakeProblem(stake, TAI_XIU_STAKES) ?? (isTaiXiuBet(bet) ? null : M.betNotOffered(Object.values(TAI_XIU_BETS).map((b) => b.name))),
  play(random, { stake, bet }) {
    const dice = rollTaiXiu(random);
    const { won, win } = settleTaiXiu(bet as TaiXiuBet, dice, stake);
    return { win, detail: { bet, dice, total: diceTotal(dice), triple: isTriple(dice), won, win } };
  },
};

export function findEngine(engine: string): Engine | null {
  const colon = engine.indexOf(':');
  const kind = engine.slice(0, colon);
  const id = engine.slice(colon + 1);
  if (colon <= 0 || id === '') return null;
  if (kind === 'slot') {
    const def = isSlotGameId(id) ? SLOT_GAMES[id] : slotDefinitionById(id);
    return def ? slotEngine(def) : null;
  }
  if (kind === 'fishing') {
    const def = Object.hasOwn(FISHING_GAMES, id) ? FISHING_GAMES[id] : undefined;
    return def ? fishingEngine(def) : null;
  }
  if (kind === 'tai-xiu') return id === 'tai-xiu' ? taiXiuEngine : null;
  return null;
}

/** The lottery game an engine names ('lottery:sieu-toc-1'), or null. Its draws are shared: no round engine. */
export function lotteryGameOf(engine: string): LotteryGameKey | null {
  const key = engine.startsWith('lottery:') ? engine.slice('lottery:'.length) : '';
  return isLotteryGameKey(key) ? key : null;
}

/**
 * The name of the game an engine plays, for any engine the provider has: a round engine (findEngine) or
 * a game of shared draws or rounds. Null: the provider does not have it (a launch is refused).
 */
export function engineGameName(engine: string): string | null {
  const round = findEngine(engine);
  if (round) return round.gameName;
  const lottery = lotteryGameOf(engine);
  if (lottery) return `Xổ số ${LOTTERY_GAMES[lottery].name}`;
  return tableGameName(engine) ?? sportsbookGameName(engine);
}
