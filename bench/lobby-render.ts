import { GameCatalogue } from '@app/contract';
import type { Browser, Page } from '@playwright/test';
import { syntheticCatalogue } from '../apps/web/src/features/lobby/testing/synthetic-catalogue.ts';
import { CATALOGUE_RESPONSE_END, WATCH_SCRIPT, watchCall, type Watched } from './lobby-frames.ts';
import { PHONE } from './support/chromium.ts';

/**
 * The lobby with a big catalogue, timed in a phone-sized Chromium against the real server. The server
 * keeps only its seeded games, so the page's catalogue call is answered in the browser (page.route)
 * with syntheticCatalogue(n), checked against the contract first: the client gets exactly what a
 * server with n games would send, and the server gains no test route.
 */
export type LobbyRun = {
  /** From the catalogue's answer being in the page to the grid painted as it stays (ms). */
  renderMs: number;
  /** Tiles in the DOM after that render, and the games the grid holds (windowing at work). */
  tiles: number;
  setSize: number;
  /** Each keystroke of the query, from the key press to the results painted (ms). */
  keystrokes: { typed: string; ms: number }[];
};

/** The catalogue as JSON, after the contract's schema has accepted it and changed nothing. */
export function bigCatalogueBody(games: number): string {
  const catalogue = syntheticCatalogue(games);
  const body = JSON.stringify(catalogue);
  const parsed = GameCatalogue.safeParse(catalogue);
  if (!parsed.success) throw new Error(`syntheticCatalogue(${games}) is not a GameCatalogue: ${parsed.error.message}`);
  if (JSON.stringify(parsed.data) !== body) throw new Error(`syntheticCatalogue(${games}) has fields the contract's GameCatalogue drops`);
  return body;
}

/** One fresh phone page: the lobby rendered once with the big catalogue, then the query typed key by key. */
export async function lobbyRun(browser: Browser, url: string, catalogueBody: string, cpuRate: number, query: string): Promise<LobbyRun> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: WATCH_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const render = await timeRender(page, url, catalogueBody);
    const keystrokes = await timeKeystrokes(page, query);
    return { ...render, keystrokes };
  } finally {
    await context.close();
  }
}

/**
 * The catalogue's answer is held until the lobby shows its skeleton (its code loaded and run, the
 * page quiet), so the figure is the lobby's own work on the data (parse, index, render, layout,
 * paint), not the loading of its chunk.
 */
async function timeRender(page: Page, url: string, catalogueBody: string): Promise<Omit<LobbyRun, 'keystrokes'>> {
  let release!: () => void;
  const released = new Promise<void>((resolveRelease) => (release = resolveRelease));
  await page.route(
    (u) => u.pathname.endsWith('/games/catalogue'),
    async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: catalogueBody });
    },
  );
  await page.goto(url);
  await page.locator('.game-grid--skeleton').waitFor();
  await page.waitForTimeout(300);
  const watching = page.evaluate(watchCall({ quietMs: 500 })) as Promise<Watched>;
  release();
  const watched = await watching;
  if (watched.timedOut) throw new Error(`the lobby at ${url} did not render the big catalogue`);
  const responseEnd = (await page.evaluate(CATALOGUE_RESPONSE_END)) as number | null;
  if (responseEnd === null) throw new Error('no resource timing for the catalogue call');
  return { renderMs: watched.paintedAt - responseEnd, tiles: watched.tiles, setSize: watched.setSize };
}

/** Each key is timed alone: the next is pressed once the results of the last have held still. */
async function timeKeystrokes(page: Page, query: string): Promise<LobbyRun['keystrokes']> {
  await page.locator('.lobby-search__input').focus();
  const out: LobbyRun['keystrokes'] = [];
  for (let i = 1; i <= query.length; i++) {
    const typed = query.slice(0, i);
    const watching = page.evaluate(watchCall({ quietMs: 300, value: typed })) as Promise<Watched>;
    await page.keyboard.type(query[i - 1]!);
    const watched = await watching;
    if (watched.timedOut) throw new Error(`searching "${typed}" did not settle`);
    const keyAt = (await page.evaluate('window.__benchKeyAt')) as number;
    out.push({ typed, ms: watched.paintedAt - keyAt });
  }
  return out;
}
