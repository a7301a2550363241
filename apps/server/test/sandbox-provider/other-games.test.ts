import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISHING_GAMES, RoundRandom, resolveShot, rollTaiXiu, settleTaiXiu } from '@app/domain';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
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
