import type { Browser } from '@playwright/test';
import { firstPhoneScreen } from './lobby-first-screen.ts';
import { bigCatalogueBody, lobbyRun, type LobbyRun } from './lobby-render.ts';
import { launchChromium } from './support/chromium.ts';
import { median } from './support/stats.ts';
import { imageBytes, kb, wireBytes } from './support/wire-bytes.ts';

/**
 * The lobby part of bench/web.ts (issue 9): the first phone screen of a category page on the wire,
 * and the time to render it, and to search it, with a 2,000-game catalogue.
 */
export type LobbyBenchOptions = {
  origin: string;
  /** A category page, e.g. /sanh/no-hu. */
  path: string;
  games: number;
  runs: number;
  /** CPU slowdowns to run at (1: the bench machine as it is; 4: about a phone). */
  cpuRates: number[];
  query: string;
  wire: boolean;
};

const JS_GOAL_GZIP = 150 * 1024;
const RENDER_GOAL_MS = 100;

export async function benchLobby(options: LobbyBenchOptions): Promise<void> {
  const browser = await launchChromium();
  try {
    if (options.wire) await lobbyWire(browser, options);
    await lobbyTimes(browser, options);
  } finally {
    await browser.close();
  }
}

async function lobbyWire(browser: Browser, { origin, path }: LobbyBenchOptions): Promise<void> {
  const screen = await firstPhoneScreen(browser, origin, path);
  const totals = await wireBytes(origin, `First mobile lobby screen (Pixel 7, ${path}, the server's own catalogue)`, screen.files);
  console.log(`  API calls (not counted): ${screen.api.join(', ') || '(none)'}`);
  const js = totals.gzip.js ?? 0;
  console.log(`  images on the wire: br ${kb(imageBytes(totals, 'br'))}, gzip ${kb(imageBytes(totals, 'gzip'))}, none ${kb(imageBytes(totals, 'none'))}`);
  console.log(`Mobile lobby first-screen JS on the wire (gzip): ${kb(js)} (br ${kb(totals.br.js ?? 0)}) (goal ≤ 150 KB gzip): ${js <= JS_GOAL_GZIP ? 'met' : 'NOT met'}`);
}

async function lobbyTimes(browser: Browser, options: LobbyBenchOptions): Promise<void> {
  const { origin, path, games, runs, cpuRates, query } = options;
  const body = bigCatalogueBody(games);
  console.log(
    `\nLobby with ${games.toLocaleString('en')} games (syntheticCatalogue, checked against the contract's GameCatalogue; ${kb(Buffer.byteLength(body))} of JSON), ` +
      `Pixel 7, ${path}, ${runs} runs per CPU rate; search "${query}" typed key by key`,
  );
  for (const rate of cpuRates) {
    const results: LobbyRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await lobbyRun(browser, `${origin}${path}`, body, rate, query));
    printRate(rate, results);
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;
const spread = (xs: number[]) => `${ms(median(xs))} median (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

function printRate(rate: number, results: LobbyRun[]): void {
  const renders = results.map((r) => r.renderMs);
  const keys = results.flatMap((r) => r.keystrokes.map((k) => k.ms));
  const firstKeys = results.map((r) => r.keystrokes[0]?.ms ?? NaN);
  const last = results.at(-1)!;
  // The goal is the bench machine's (CPU 1×); slowed down, the figures say what a phone would feel.
  const goal = (xs: number[]) => (rate !== 1 ? 'goal is for CPU 1×' : median(xs) < RENDER_GOAL_MS ? 'goal < 100 ms met' : 'goal < 100 ms NOT met');
  console.log(`  CPU ${rate}×: render ${spread(renders)}  [${goal(renders)}]; runs ${renders.map(Math.round).join(', ')} ms`);
  console.log(`          the grid holds ${last.setSize} games with ${last.tiles} tiles in the DOM`);
  console.log(`          search keystroke ${spread(keys)} over ${keys.length} keys  [${goal(keys)}]; first key (category → search) ${spread(firstKeys)}`);
}
