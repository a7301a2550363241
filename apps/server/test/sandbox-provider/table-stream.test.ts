import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACCARAT_PATHS, BaccaratRoundEvent } from '@app/contract/sandbox-baccarat';
import { XOC_DIA_PATHS, XocDiaRoundEvent } from '@app/contract/sandbox-xoc-dia';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import * as baccarat from '../../src/modules/sandbox-provider/tables/baccarat/definitions.ts';
import { MAX_STREAMS_PER_PLAYER } from '../../src/modules/sandbox-provider/tables/routes.ts';
import * as baccaratRepo from '../../src/modules/sandbox-provider/tables/baccarat/repository.ts';
import * as xocDia from '../../src/modules/sandbox-provider/tables/xoc-dia/definitions.ts';
import * as xocDiaRepo from '../../src/modules/sandbox-provider/tables/xoc-dia/repository.ts';
import * as tablesRepo from '../../src/modules/sandbox-provider/tables/repository.ts';
import { listenOnFreePort } from '../events/sse-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, gameCall, newId, P, startStubPlatform, transferOk, type StubPlatform } from './helpers.ts';

/**
 * Issue 11: the live tables' rounds pushed to every tab. The stream is read over real HTTP while the
 * test moves the app's clock; the app's own ticker (every 400 ms) deals, settles and pushes.
 */

const stub: StubPlatform = await startStubPlatform();
afterAll(() => stub.close());

type Block = { event?: string; data?: string; comment?: string; retry?: string };

function parseBlock(text: string): Block {
  const block: Block = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) block.event = line.slice(7);
    else if (line.startsWith('data: ')) block.data = line.slice(6);
    else if (line.startsWith('retry: ')) block.retry = line.slice(7);
  }
  return block;
}

/** A table's stream opened as the game page opens it: POST, the bearer game session. */
async function openRoundStream(base: string, path: string, token: string | null) {
  const controller = new AbortController();
  const response = await fetch(`${base}${P}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
    signal: controller.signal,
  });
  const reader = response.ok ? response.body!.pipeThrough(new TextDecoderStream()).getReader() : null;
  let buffer = '';
  /** A read a timed-out wait left pending: the next wait takes it up, so no chunk is lost. */
  let reading: ReturnType<NonNullable<typeof reader>['read']> | null = null;
  async function next(timeoutMs = 8_000): Promise<Block | null> {
    if (!reader) throw new Error(`stream answered ${response.status}`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(block);
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))));
      reading ??= reader.read();
      const read = await Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
      if (read === 'timeout') throw new Error('no SSE block in time');
      reading = null;
      if (read.done) return null;
      buffer += read.value;
    }
  }
  /** The next `round` event's raw data (heartbeats, "retry" and "ready" skipped). */
  async function nextRound(timeoutMs?: number): Promise<string> {
    for (;;) {
      const block = await next(timeoutMs);
      if (!block) throw new Error('stream ended');
      if (block.event === 'round' && block.data) return block.data;
    }
  }
  return { response, next, nextRound, close: () => controller.abort() };
}

describe.each(BACKENDS)('the live tables pushed to the game page on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PLATFORM_URL: stub.url });
  let base: string;

  beforeAll(async () => {
    stub.secret = await providerSecret(t.database);
    stub.now = () => t.clock.now;
    base = await listenOnFreePort(t.app);
  });

  async function sitDown(engine: string, gameId: string) {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 1_000_000);
    const launchToken = newId('launch_token_');
    const launched = await callProvider(t, '/players/launch', { playerId, nickname: 'Lan', gameId, engine, launchToken });
    expect(launched.statusCode, launched.body).toBe(200);
    stub.launches.set(launchToken, { playerId, nickname: 'Lan', gameId, used: false });
    const session = await gameCall(t, '/session', null, { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return (session.json() as { sessionToken: string }).sessionToken;
  }

  /**
   * The clock moved into the betting of a round no tab has seen yet (the test's rounds only move
   * forward), and that round dealt by the app's ticker (every 400 ms, later on a busy machine) before
   * a stream is opened: a stream opened first would rightly show the round before.
   */
  async function intoNextRound(tableId: string, latest: { round_no: number } | null, roundNoAt: (ms: number) => number, roundStartsAt: (no: number) => number): Promise<number> {
    const no = Math.max(roundNoAt(t.clock.now), latest ? latest.round_no : 0) + 2;
    t.clock.now = roundStartsAt(no) + 1_000;
    while (!(await tablesRepo.findRound(t.database, tableId, no))) await new Promise((resolve) => setTimeout(resolve, 50));
    return no;
  }

  it('refuses a stream without a game session, or for another game\'s table', async () => {
    const none = await openRoundStream(base, BACCARAT_PATHS.stream, null);
    expect(none.response.status).toBe(401);
    const token = await sitDown('baccarat:ban-1', 'baccarat-ban-1');
    const wrong = await openRoundStream(base, XOC_DIA_PATHS.stream, token);
    expect(wrong.response.status).toBe(400);
  });

  it(`holds at most ${MAX_STREAMS_PER_PLAYER} streams per player: one more is refused in Vietnamese, another player is not`, async () => {
    const token = await sitDown('baccarat:ban-1', 'baccarat-ban-1');
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_PLAYER; i += 1) {
      const stream = await openRoundStream(base, BACCARAT_PATHS.stream, token);
      expect(stream.response.status).toBe(200);
      await stream.nextRound();
      open.push(stream);
    }
    const refused = await openRoundStream(base, BACCARAT_PATHS.stream, token);
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).message).toBe('Bạn đang mở quá nhiều thẻ tại bàn chơi. Vui lòng đóng bớt rồi thử lại.');
    const other = await openRoundStream(base, BACCARAT_PATHS.stream, await sitDown('baccarat:ban-1', 'baccarat-ban-1'));
    expect(other.response.status).toBe(200);
    other.close();
    // A tab closed frees its place once the server has seen the socket go (asked again until then).
    open.pop()!.close();
    let again = await openRoundStream(base, BACCARAT_PATHS.stream, token);
    for (let attempt = 0; again.response.status === 429 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openRoundStream(base, BACCARAT_PATHS.stream, token);
    }
    expect(again.response.status).toBe(200);
    again.close();
    for (const stream of open) stream.close();
  });

  it('baccarat: the round at once, the cards with their times at the close, the result and its road entry when shown', async () => {
    const token = await sitDown('baccarat:ban-1', 'baccarat-ban-1');
    const no = await intoNextRound('ban-1', await baccaratRepo.latestRound(t.database, 'ban-1'), baccarat.roundNoAt, baccarat.roundStartsAt);
    const stream = await openRoundStream(base, BACCARAT_PATHS.stream, token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

      // On connecting: the round as it is, betting, nothing of its cards in what is sent.
      const bettingData = await stream.nextRound();
      const betting = BaccaratRoundEvent.parse(JSON.parse(bettingData));
      expect(betting.round).toMatchObject({ no, phase: 'betting', cards: [], result: null });
      expect(betting.road).toBeNull();
      expect(bettingData).not.toMatch(/"card"|"player":\[|"banker":\[/);
      const row = (await baccaratRepo.findRound(t.database, 'ban-1', no))!;
      expect(row.cards.length).toBeGreaterThanOrEqual(4);

      // Bets closed: every card of the round, each with the moment it is shown; no result yet.
      t.clock.now = baccarat.betsCloseAt(no) + 100;
      const dealing = BaccaratRoundEvent.parse(JSON.parse(await stream.nextRound()));
      expect(dealing.round).toMatchObject({ no, phase: 'dealing', result: null });
      expect(dealing.round.cards.map((c) => c.card)).toEqual(row.cards);
      expect(dealing.round.cards.map((c) => c.showAt)).toEqual(row.cards.map((_, i) => new Date(baccarat.cardShownAt(no, i)).toISOString()));
      expect(dealing.road).toBeNull();

      // The result shown: the hand's result, and the road's new entry.
      t.clock.now = baccarat.resultAt(no, row.cards.length) + 100;
      const shown = BaccaratRoundEvent.parse(JSON.parse(await stream.nextRound()));
      expect(shown.round).toMatchObject({ no, phase: 'result' });
      expect(shown.round.result).toMatchObject({ winner: row.result.winner, playerTotal: row.result.playerTotal, bankerTotal: row.result.bankerTotal });
      expect(shown.road).toMatchObject({ no, shoeId: row.shoe_id, winner: row.result.winner });

      // The next round: betting again, sent once (the phase has not changed since).
      t.clock.now = baccarat.roundStartsAt(no + 1) + 100;
      const following = BaccaratRoundEvent.parse(JSON.parse(await stream.nextRound()));
      expect(following.round).toMatchObject({ no: no + 1, phase: 'betting', cards: [], result: null });
      t.clock.now += 1_000;
      await expect(stream.nextRound(2_000)).rejects.toThrow('no SSE block in time');
    } finally {
      stream.close();
    }
  }, 60_000);

  it('xóc đĩa: never a coin before resultAt, the coins and the road entry from then on', async () => {
    const token = await sitDown('xoc-dia:ban-1', 'xoc-dia-ban-1');
    const no = await intoNextRound('xoc-dia-ban-1', await xocDiaRepo.latestRound(t.database, 'xoc-dia-ban-1'), xocDia.roundNoAt, xocDia.roundStartsAt);
    const stream = await openRoundStream(base, XOC_DIA_PATHS.stream, token);
    try {
      const before: string[] = [await stream.nextRound()];
      t.clock.now = xocDia.betsCloseAt(no) + 100;
      before.push(await stream.nextRound());
      // Just before the bowl is lifted: nothing new is sent, and nothing sent carried the coins.
      t.clock.now = xocDia.resultAt(no) - 50;
      await expect(stream.nextRound(2_000)).rejects.toThrow('no SSE block in time');
      expect(before.map((d) => XocDiaRoundEvent.parse(JSON.parse(d)).round.phase)).toEqual(['betting', 'shaking']);
      for (const data of before) {
        expect(XocDiaRoundEvent.parse(JSON.parse(data))).toMatchObject({ round: { no, result: null }, road: null });
        expect(data).not.toMatch(/coins|reds/);
      }

      t.clock.now = xocDia.resultAt(no) + 100;
      const shown = XocDiaRoundEvent.parse(JSON.parse(await stream.nextRound()));
      const row = (await xocDiaRepo.findRound(t.database, 'xoc-dia-ban-1', no))!;
      expect(shown.round).toMatchObject({ no, phase: 'result', result: { coins: [...row.result.coins], reds: row.result.reds } });
      expect(shown.road).toEqual({ no, seriesId: row.shoe_id, reds: row.result.reds });
    } finally {
      stream.close();
    }
  }, 60_000);
});
