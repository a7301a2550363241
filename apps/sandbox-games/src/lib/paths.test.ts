import { LOTTERY_PATHS } from '@app/contract/sandbox-lottery';
import { SPORTSBOOK_PATHS } from '@app/contract/sandbox-sportsbook';
import { SANDBOX_PLAY_PATH, SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { GAME_PATHS, PROVIDER_BASE_PATH } from './paths.ts';

describe('where the page calls and lives', () => {
  it('calls the provider under the contract base path', () => {
    expect(PROVIDER_BASE_PATH).toBe(SANDBOX_PROVIDER_BASE_PATH);
    for (const path of Object.values(GAME_PATHS)) expect(path).toMatch(/^\/game\/[a-z-]+(\/[a-z-]+)?$/);
  });

  it("calls the lottery where the contract's LOTTERY_PATHS say", () => {
    expect({
      state: GAME_PATHS.lotteryState,
      buy: GAME_PATHS.lotteryBuy,
      tickets: GAME_PATHS.lotteryTickets,
      results: GAME_PATHS.lotteryResults,
    }).toEqual(LOTTERY_PATHS);
  });

  it("calls the sportsbook where the contract's SPORTSBOOK_PATHS say", () => {
    expect({ board: GAME_PATHS.sportsbookBoard, place: GAME_PATHS.sportsbookPlace, bets: GAME_PATHS.sportsbookBets }).toEqual(SPORTSBOOK_PATHS);
  });

  it('is built for the path the provider serves it at', () => {
    expect(viteConfig.base).toBe(SANDBOX_PLAY_PATH);
  });
});
