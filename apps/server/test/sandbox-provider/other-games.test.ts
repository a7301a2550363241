import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISHING_GAMES, RoundRandom, resolveShot, rollTaiXiu, settleTaiXiu } from '@app/domain';
import { createSandboxProvider, providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, gameCall, newId, providerBalance, startStubPlatform, transferOk, type StubPlatform } from './helpers.ts';

const stub: StubPlatform = await startStubPlatform();
afterAll(() => stub.close());

const FISHING = FISHING_GAMES['dai-duong-vang']!;

describe.each(BACKENDS)('fishing and tài xỉu through the sandbox provider on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PLATFORM_URL: stub.url });
  beforeAll(async () => {
    stub.secret = await providerSecret(t.database);
    stub.now = () => t.clock.now;
  });

  async function openGame(gameId: string, engine: string, deposit: number) {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', deposit);
    const launchToken = newId('launch_token_');
    expect((await callProvider(t, '/players/launch', { playerId, nickname: 'Lan', gameId, engine, launchToken })).statusCode).toBe(200);
    stub.launches.set(launchToken, { playerId, nickname: 'Lan', gameId, used: false });
    const session = await gameCall(t, '/session', null, { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return { playerId, ...(session.json() as { sessionToken: string; game: { name: string } }) };
  }

  it('shoots fish: stake taken, capture paid, and each shot replays from the revealed seed', async () => {
    const game = await openGame('ban-ca-dai-duong', 'fishing:dai-duong-vang', 100_000);
    expect(game.game.name).toBe(FISHING.name);
    const shots = [];
    let balance = 100_000;
    // No minimum interval between shots (that rule is the slots').
    for (const fishId of ['ca-nho', 'ca-nho', 'ca-he', 'rong-bien', 'ca-nho', 'ca-map']) {
      const res = await gameCall(t, '/fishing/shoot', game.sessionToken, { stake: 1_000, fishId });
      expect(res.statusCode, res.body).toBe(200);
      const shot = res.json();
      expect(shot.detail).toMatchObject({ fishId, win: shot.win });
      expect(shot.balance).toBe(balance - 1_000 + shot.win);
      balance = shot.balance;
      shots.push({ fishId, ...shot });
    }
    expect(await providerBalance(t, game.playerId)).toBe(balance);
    const bad = await gameCall(t, '/fishing/shoot', game.sessionToken, { stake: 1_000, fishId: 'ca-khong-co' });
    expect(bad.json().message).toEqual(['Mục tiêu bắn không hợp lệ.']);
    const badStake = await gameCall(t, '/fishing/shoot', game.sessionToken, { stake: 150, fishId: 'ca-nho' });
    expect(badStake.statusCode).toBe(400);
    expect(badStake.json().message[0]).toMatch(/^Mức cược phải là một trong các mức/);

    const { revealedServerSeed } = (await gameCall(t, '/fair/rotate', game.sessionToken, {})).json();
    for (const shot of shots) {
      const replay = resolveShot(FISHING, new RoundRandom(revealedServerSeed, shot.fairness.clientSeed, shot.fairness.nonce), shot.fishId, 1_000);
      expect(replay).toEqual(shot.detail);
    }
  });

  it('shots from two instances and two tabs at once: each written once, the nonces in order without a gap, the wallet exact', async () => {
    const game = await openGame('ban-ca-dai-duong', 'fishing:dai-duong-vang', 1_000_000);
    // A second instance on the same database, with its own idea of the player's seed pair.
    const other = await createSandboxProvider({ db: t.database, now: () => t.clock.now, platformUrl: () => stub.url, log: { warn: () => {} } });
    try {
      const binding = { playerId: game.playerId, gameId: 'ban-ca-dai-duong', engine: 'fishing:dai-duong-vang' };
      const shot = { stake: 1_000, fishId: 'ca-nho' };
      const here = async () => {
        const res = await gameCall(t, '/fishing/shoot', game.sessionToken, shot);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { fairness: { nonce: number }; win: number };
      };
      // The other instance's guess goes stale: it played nonce 0, this one nonce 1; its next is read again.
      expect((await other.play(binding, 'fishing', shot)).fairness.nonce).toBe(0);
      expect((await here()).fairness.nonce).toBe(1);
      expect((await other.play(binding, 'fishing', shot)).fairness.nonce).toBe(2);
      // Then forty at once, half through each instance.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? here() : other.play(binding, 'fishing', shot))));
      expect(answers.map((a) => a.fairness.nonce).toSorted((a, b) => a - b)).toEqual([...Array(40).keys()].map((n) => n + 3));

      const rows = await t.db.selectFrom('sandbox_rounds').selectAll().where('player_id', '=', game.playerId).orderBy('seq').execute();
      expect(rows.map((r) => Number(r.nonce))).toEqual([...Array(43).keys()]);
      let balance = 1_000_000;
      for (const row of rows) {
        expect(Number(row.balance_before)).toBe(balance);
        balance = balance - 1_000 + Number(row.win);
        expect(Number(row.balance_after)).toBe(balance);
      }
      expect(await providerBalance(t, game.playerId)).toBe(balance);
    } finally {
      await other.stop();
    }
  });

  it('rolls tài xỉu: the dice and the settlement are the domain\'s, and the round replays', async () => {
    const game = await openGame('tai-xiu', 'tai-xiu:tai-xiu', 50_000);
    const rolls = [];
    for (const bet of ['tai', 'xiu', 'bo-ba', 'tai']) {
      const res = await gameCall(t, '/tai-xiu/roll', game.sessionToken, { stake: 2_000, bet });
      expect(res.statusCode, res.body).toBe(200);
      rolls.push({ bet, ...res.json() });
    }
    const bad = await gameCall(t, '/tai-xiu/roll', game.sessionToken, { stake: 2_000, bet: 'chan' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^Cửa cược phải là một trong: Tài, Xỉu/);
    const { revealedServerSeed } = (await gameCall(t, '/fair/rotate', game.sessionToken, {})).json();
    for (const roll of rolls) {
      const dice = rollTaiXiu(new RoundRandom(revealedServerSeed, roll.fairness.clientSeed, roll.fairness.nonce));
      expect(roll.detail.dice).toEqual(dice);
      expect(roll.win).toBe(settleTaiXiu(roll.bet, dice, 2_000).win);
    }
  });
});
