import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { RoundRandom, SLOT_GAMES, serverSeedHash, spinSlot, verifyServerSeed } from '@app/domain';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, eventually, gameCall, newId, providerBalance, startStubPlatform, transferOk, type StubPlatform } from './helpers.ts';

// The platform's side, stubbed on a port of its own before the app is built (the app is told its URL).
const stub: StubPlatform = await startStubPlatform();
afterAll(() => stub.close());

const KHO_BAU_RONG = SLOT_GAMES['kho-bau-rong'];

describe.each(BACKENDS)('a slot played through the sandbox provider, with a stub platform, on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PLATFORM_URL: stub.url, SANDBOX_PROVIDER_FAULTS: '1' });
  beforeAll(async () => {
    stub.secret = await providerSecret(t.database);
    stub.now = () => t.clock.now;
  });
  beforeEach(() => {
    stub.mayBet = () => ({ allowed: true });
    stub.betsStatus = 200;
  });

  /** The platform's launch, then the game page's session, as a member opening the game would. */
  async function openGame(playerId = newId('m'), gameId = 'kho-bau-rong', engine = 'slot:kho-bau-rong') {
    const launchToken = newId('launch_token_');
    const launched = await callProvider(t, '/players/launch', { playerId, nickname: 'Minh', gameId, engine, launchToken });
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json().url).toBe(`/sandbox-provider/play/?token=${launchToken}&game=${gameId}`);
    stub.launches.set(launchToken, { playerId, nickname: 'Minh', gameId, used: false });
    const session = await gameCall(t, '/session', null, { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return { playerId, launchToken, ...(session.json() as { sessionToken: string; balance: number; game: { engine: string; name: string }; fairness: { serverSeedHash: string; clientSeed: string; nonce: number } }) };
  }

  const spin = (token: string, stake: number) => gameCall(t, '/slot/spin', token, { stake });
  const nextSpinAllowed = () => {
    t.clock.now += 2_500;
  };
  const rounds = (playerId: string) => t.db.selectFrom('sandbox_rounds').selectAll().where('player_id', '=', playerId).orderBy('seq').execute();

  it('opens a game session from a launch token, once', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 250_000);
    const game = await openGame(playerId);
    expect(game.game).toEqual({ id: 'kho-bau-rong', name: KHO_BAU_RONG.name, engine: 'slot:kho-bau-rong' });
    expect(game.balance).toBe(250_000);
    expect(game.fairness.nonce).toBe(0);
    expect(game.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await gameCall(t, '/session', null, { launchToken: game.launchToken });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/Lượt mở trò chơi không hợp lệ/);
  });

  it('refuses a launch token the platform does not know, and a launch the provider was never told of', async () => {
    const playerId = newId('m');
    const launchToken = newId('launch_token_');
    await callProvider(t, '/players/launch', { playerId, nickname: 'Minh', gameId: 'kho-bau-rong', engine: 'slot:kho-bau-rong', launchToken });
    // Never given to the stub: the platform answers 401.
    expect((await gameCall(t, '/session', null, { launchToken })).statusCode).toBe(401);
    const unknown = newId('launch_token_');
    stub.launches.set(unknown, { playerId, nickname: 'Minh', gameId: 'kho-bau-rong', used: false });
    expect((await gameCall(t, '/session', null, { launchToken: unknown })).statusCode).toBe(401);
  });

  it('refuses an engine it does not have at launch', async () => {
    const res = await callProvider(t, '/players/launch', { playerId: 'm1', nickname: 'Minh', gameId: 'x', engine: 'slot:no-such-game', launchToken: newId('launch_token_') });
    expect(res.statusCode).toBe(400);
  });

  it('debits the stake and credits the win exactly, moves the nonce, pushes the stored round, and the revealed seed replays every round', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 1_000_000);
    const game = await openGame(playerId);
    const shownHash = game.fairness.serverSeedHash;
    let balance = game.balance;
    const answers: { roundId: string; win: number; balance: number; detail: unknown }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await spin(game.sessionToken, 2_000);
      expect(res.statusCode, res.body).toBe(200);
      const round = res.json();
      expect(round.stake).toBe(2_000);
      expect(round.balance).toBe(balance - 2_000 + round.win);
      expect(round.fairness).toEqual({ serverSeedHash: shownHash, clientSeed: game.fairness.clientSeed, nonce: i });
      expect(round.next).toEqual({ serverSeedHash: shownHash, clientSeed: game.fairness.clientSeed, nonce: i + 1 });
      expect(round.detail).toMatchObject({ stake: 2_000, totalWin: round.win });
      expect(round.detail.stops).toHaveLength(5);
      expect(round.detail.grid).toHaveLength(3);
      balance = round.balance;
      answers.push(round);
      nextSpinAllowed();
    }
    expect(await providerBalance(t, playerId)).toBe(balance);
    expect((await gameCall(t, '/fair/state', game.sessionToken)).json()).toMatchObject({ nonce: 6 });

    // Each round reached the platform, equal to what the provider stored (and serves by cursor).
    const stored = await rounds(playerId);
    expect(stored).toHaveLength(6);
    const pushed = await eventually(() => {
      const mine = new Map(stub.pushes.flat().filter((r) => r.playerId === playerId).map((r) => [r.roundId, r]));
      return mine.size >= 6 && [...mine.values()];
    });
    const pulled = (await callProvider(t, '/bets/since', { after: Number(stored[0]!.seq) - 1, limit: 1000 })).json().records.filter((r: ProviderBetRecord) => r.playerId === playerId);
    expect(pushed.toSorted((a, b) => a.seq - b.seq)).toEqual(pulled);
    pulled.forEach((record: ProviderBetRecord, i: number) => {
      const answer = answers[i]!;
      expect(record).toMatchObject({ roundId: answer.roundId, stake: 2_000, win: answer.win, balanceAfter: answer.balance, detail: answer.detail });
    });
    await eventually(async () => (await rounds(playerId)).every((r) => r.pushed_at !== null));

    // Rotation reveals the seed whose hash was shown; every round recomputes from it with the domain's functions.
    const rotated = await gameCall(t, '/fair/rotate', game.sessionToken, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealedServerSeed, revealedHash, next } = rotated.json();
    expect(revealedHash).toBe(shownHash);
    expect(serverSeedHash(revealedServerSeed)).toBe(shownHash);
    expect(verifyServerSeed(revealedServerSeed, shownHash)).toBe(true);
    expect(next.serverSeedHash).not.toBe(shownHash);
    expect(next.nonce).toBe(0);
    for (const record of pulled as ProviderBetRecord[]) {
      const replay = spinSlot(KHO_BAU_RONG, new RoundRandom(revealedServerSeed, record.fairness.clientSeed, record.fairness.nonce), record.stake);
      expect(replay).toEqual(record.detail);
      expect(replay.totalWin).toBe(record.win);
    }
  });

  it('plays with the member\'s own client seed from the next round on', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 100_000);
    const game = await openGame(playerId);
    const bad = await gameCall(t, '/fair/client-seed', game.sessionToken, { clientSeed: 'có dấu' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/client seed/);
    const set = await gameCall(t, '/fair/client-seed', game.sessionToken, { clientSeed: 'my-lucky_seed' });
    expect(set.json()).toEqual({ serverSeedHash: game.fairness.serverSeedHash, clientSeed: 'my-lucky_seed', nonce: 0 });
    const round = (await spin(game.sessionToken, 1_000)).json();
    expect(round.fairness).toMatchObject({ clientSeed: 'my-lucky_seed', nonce: 0 });
  });

  it('holds 2.5 s between slot spins on the server', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 100_000);
    const game = await openGame(playerId);
    expect((await spin(game.sessionToken, 1_000)).statusCode).toBe(200);
    t.clock.now += 2_499;
    const early = await spin(game.sessionToken, 1_000);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: ['Vòng quay trước chưa kết thúc'] });
    t.clock.now += 1;
    expect((await spin(game.sessionToken, 1_000)).statusCode).toBe(200);
    expect(await rounds(playerId)).toHaveLength(2);
  });

  it('refuses stakes the game does not offer, and stakes above the balance, in Vietnamese, changing nothing', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 5_000);
    const game = await openGame(playerId);
    const odd = await spin(game.sessionToken, 1_234);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toEqual(['Mức cược phải chia hết cho 20 VND (20 dòng thưởng).']);
    const notOffered = await spin(game.sessionToken, 1_520);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message[0]).toMatch(/^Mức cược phải là một trong các mức: 1,000, 2,000/);
    const notNumber = await spin(game.sessionToken, 'nhiều' as unknown as number);
    expect(notNumber.json().message).toEqual(['Mức cược phải là một số tiền nguyên dương (VND).']);
    const short = await spin(game.sessionToken, 10_000);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual(['Số dư không đủ']);
    expect(await providerBalance(t, playerId)).toBe(5_000);
    expect(await rounds(playerId)).toHaveLength(0);
  });

  it('asks the platform before each stake, and a refusal refuses the spin with its reason and changes nothing', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 50_000);
    const game = await openGame(playerId);
    stub.mayBet = () => ({ allowed: false, reason: 'Bạn đang trong thời gian tạm ngừng chơi' });
    const refused = await spin(game.sessionToken, 1_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Bạn đang trong thời gian tạm ngừng chơi' });
    expect(stub.mayBetAsks.at(-1)).toEqual({ playerId, gameId: 'kho-bau-rong', stake: 1_000 });
    expect(await providerBalance(t, playerId)).toBe(50_000);
    expect(await rounds(playerId)).toHaveLength(0);
    expect((await gameCall(t, '/fair/state', game.sessionToken)).json().nonce).toBe(0);
  });

  it('asks about the stakes of players spinning at once in fewer calls, each spin with its own verdict', async () => {
    const games = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const playerId = newId('m');
        await transferOk(t, playerId, 'in', 50_000);
        return openGame(playerId);
      }),
    );
    const refused = games[3]!.playerId;
    stub.mayBet = (ask) => (ask.playerId === refused ? { allowed: false, reason: 'Bạn đã đạt giới hạn thua lỗ' } : { allowed: true });
    const callsBefore = stub.mayBetCalls.length;
    const answers = await Promise.all(games.map((g) => spin(g.sessionToken, 1_000)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 403, 200, 200, 200, 200]);
    expect(answers[3]!.json().message).toBe('Bạn đã đạt giới hạn thua lỗ');
    const calls = stub.mayBetCalls.slice(callsBefore);
    expect(calls.reduce((a, b) => a + b, 0)).toBe(8);
    expect(calls.length).toBeLessThan(8);
    expect(await rounds(refused)).toHaveLength(0);
    for (const [i, g] of games.entries()) if (i !== 3) expect(await rounds(g.playerId)).toHaveLength(1);
  });

  it('refuses rounds without a valid game session, and a session for another engine', async () => {
    expect((await spin('not-a-session-token-at-all', 1_000)).statusCode).toBe(401);
    expect((await gameCall(t, '/slot/spin', null, { stake: 1_000 })).statusCode).toBe(401);
    const game = await openGame();
    const wrong = await gameCall(t, '/tai-xiu/roll', game.sessionToken, { stake: 1_000, bet: 'tai' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['Phiên chơi này không dành cho trò chơi đó']);
    t.clock.now += 2 * 60 * 60_000 + 1;
    expect((await spin(game.sessionToken, 1_000)).statusCode).toBe(401);
  });

  it('leaves a round the platform did not acknowledge unpushed, and pushes it again a few seconds later', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 10_000);
    const game = await openGame(playerId);
    stub.betsStatus = 503;
    const round = (await spin(game.sessionToken, 1_000)).json();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await rounds(playerId))[0]!.pushed_at).toBeNull();
    stub.betsStatus = 200;
    await eventually(async () => (await rounds(playerId))[0]!.pushed_at !== null, 10_000);
    expect(stub.pushes.flat().some((r) => r.roundId === round.roundId)).toBe(true);
  }, 20_000);

  it("'duplicate-callback' sends the next bet push twice", async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 10_000);
    const game = await openGame(playerId);
    expect((await callProvider(t, '/__faults', { fault: 'duplicate-callback', count: 1 })).statusCode).toBe(200);
    const round = (await spin(game.sessionToken, 1_000)).json();
    const copies = await eventually(() => {
      const found = stub.pushes.filter((push) => push.some((r) => r.roundId === round.roundId));
      return found.length >= 2 && found;
    });
    expect(copies[0]).toEqual(copies[1]);
  });

  it('pages bet records by seq', async () => {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', 100_000);
    const game = await openGame(playerId);
    for (let i = 0; i < 5; i += 1) {
      expect((await spin(game.sessionToken, 1_000)).statusCode).toBe(200);
      nextSpinAllowed();
    }
    const all: ProviderBetRecord[] = [];
    let after = 0;
    for (;;) {
      const page = (await callProvider(t, '/bets/since', { after, limit: 2 })).json();
      expect(page.records.length).toBeLessThanOrEqual(2);
      if (page.records.length === 0) {
        expect(page.last).toBe(after);
        break;
      }
      expect(page.records[0].seq).toBeGreaterThan(after);
      expect(page.last).toBe(page.records.at(-1).seq);
      all.push(...page.records);
      after = page.last;
    }
    const seqs = all.map((r) => r.seq);
    expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(all.filter((r) => r.playerId === playerId)).toHaveLength(5);
    expect(all).toHaveLength(Number((await t.db.selectFrom('sandbox_rounds').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
  });
});
