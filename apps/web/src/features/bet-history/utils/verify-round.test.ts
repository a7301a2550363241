import { createHash, createHmac } from 'node:crypto';
import { DAI_DUONG_VANG, RoundRandom, SLOT_GAMES, resolveShot, serverSeedHash, settleTaiXiu, spinSlot } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { checkRound } from './verify-round.ts';

const SEED = '9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a9b0c2d4e6f8a0b2c4d6e8f0a1b3c5d7e9f';
const CLIENT = 'may-man_88';
const tamper = (seed: string) => `${seed.slice(0, -1)}${seed.endsWith('f') ? 'e' : 'f'}`;

/** Three dice straight from HMAC-SHA-256 (node:crypto), as the fairness rules describe them: no domain code. */
function diceByHand(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const words: number[] = [];
  for (let block = 0; words.length < 24; block += 1) {
    const digest = createHmac('sha256', serverSeed).update(block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`).digest();
    for (let i = 0; i < 32; i += 4) words.push(digest.readUInt32BE(i));
  }
  const limit = 2 ** 32 - (2 ** 32 % 6);
  return words.filter((w) => w < limit).slice(0, 3).map((w) => 1 + (w % 6));
}

describe('the fairness check', () => {
  it('recomputes a tài xỉu roll exactly as HMAC-SHA-256 of "client seed:nonce" gives it', () => {
    for (const nonce of [0, 1, 2, 41]) {
      const result = checkRound({ engine: 'tai-xiu:tai-xiu', stake: 10_000, bet: 'tai', serverSeed: SEED, serverSeedHash: '', clientSeed: CLIENT, nonce });
      if (!result.ok || result.outcome.kind !== 'tai-xiu') throw new Error('expected a roll');
      expect(result.outcome.dice).toEqual(diceByHand(SEED, CLIENT, nonce));
      expect(result.outcome.win).toBe(settleTaiXiu('tai', result.outcome.dice, 10_000).win);
    }
  });

  it('confirms a revealed seed against the hash published before the round (SHA-256 of the seed text)', () => {
    const published = createHash('sha256').update(SEED, 'utf8').digest('hex');
    const result = checkRound({ engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: SEED, serverSeedHash: published, clientSeed: CLIENT, nonce: 3 });
    expect(result.ok && result.computedHash).toBe(published);
    expect(result.ok && result.seedMatches).toBe(true);
    // Pasted with capitals and spaces around it: the same seed.
    expect(checkRound({ engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: ` ${SEED.toUpperCase()} `, serverSeedHash: published.toUpperCase(), clientSeed: CLIENT, nonce: 3 })).toMatchObject({ ok: true, seedMatches: true });
  });

  it('replays a slot round as the provider played it, free spins and all, and agrees with its recorded win', () => {
    const def = SLOT_GAMES['kho-bau-rong'];
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const played = spinSlot(def, new RoundRandom(SEED, CLIENT, nonce), 2_000);
      const result = checkRound({ engine: 'slot:kho-bau-rong', stake: 2_000, serverSeed: SEED, serverSeedHash: serverSeedHash(SEED), clientSeed: CLIENT, nonce, recordedWin: played.totalWin });
      if (!result.ok || result.outcome.kind !== 'slot') throw new Error('expected a spin');
      expect(result.outcome.result.stops).toEqual(played.stops);
      expect(result.outcome.result.freeSpins.map((s) => s.stops)).toEqual(played.freeSpins.map((s) => s.stops));
      expect(result.winMatches).toBe(true);
    }
  });

  it('replays a fishing shot at the fish that was aimed at', () => {
    const played = resolveShot(DAI_DUONG_VANG, new RoundRandom(SEED, CLIENT, 5), 'ca-map', 500);
    const result = checkRound({ engine: 'fishing:dai-duong-vang', stake: 500, fishId: 'ca-map', serverSeed: SEED, serverSeedHash: '', clientSeed: CLIENT, nonce: 5, recordedWin: played.win });
    expect(result).toMatchObject({ ok: true, seedMatches: null, winMatches: true, outcome: { kind: 'fishing', shot: played, fishName: 'Cá mập', multiplier: 20 } });
  });

  it('says "Không khớp" for a tampered seed, and the round it gives is another one', () => {
    const published = serverSeedHash(SEED);
    const honest = checkRound({ engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: SEED, serverSeedHash: published, clientSeed: CLIENT, nonce: 7 });
    const tampered = checkRound({ engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: tamper(SEED), serverSeedHash: published, clientSeed: CLIENT, nonce: 7 });
    expect(tampered.ok && tampered.seedMatches).toBe(false);
    if (!honest.ok || !tampered.ok || honest.outcome.kind !== 'slot' || tampered.outcome.kind !== 'slot') throw new Error('expected spins');
    expect(tampered.outcome.result.stops).not.toEqual(honest.outcome.result.stops);
  });

  it('tells a wrong win from the recorded one', () => {
    const played = spinSlot(SLOT_GAMES['kho-bau-rong'], new RoundRandom(SEED, CLIENT, 9), 1_000);
    const result = checkRound({ engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: SEED, serverSeedHash: '', clientSeed: CLIENT, nonce: 9, recordedWin: played.totalWin + 1_000 });
    expect(result.ok && result.winMatches).toBe(false);
  });

  it('refuses what cannot be a round, in the member’s words', () => {
    const base = { engine: 'slot:kho-bau-rong', stake: 1_000, serverSeed: SEED, serverSeedHash: '', clientSeed: CLIENT, nonce: 1 };
    expect(checkRound({ ...base, serverSeed: 'abc' })).toEqual({ ok: false, problem: 'Hạt giống máy chủ phải gồm đúng 64 ký tự 0–9, a–f.' });
    expect(checkRound({ ...base, nonce: -1 })).toEqual({ ok: false, problem: 'Nonce phải là số nguyên không âm.' });
    expect(checkRound({ ...base, nonce: Number.NaN })).toMatchObject({ ok: false });
    expect(checkRound({ ...base, clientSeed: 'có dấu' })).toMatchObject({ ok: false });
    expect(checkRound({ ...base, stake: 1_500 })).toMatchObject({ ok: false });
    expect(checkRound({ ...base, engine: 'slot:khong-co' })).toEqual({ ok: false, problem: 'Vui lòng chọn trò chơi' });
    expect(checkRound({ ...base, engine: 'fishing:dai-duong-vang', stake: 500, fishId: 'ca-khong-co' })).toEqual({ ok: false, problem: 'Vui lòng chọn loại cá' });
    expect(checkRound({ ...base, engine: 'tai-xiu:tai-xiu', bet: 'chan' })).toEqual({ ok: false, problem: 'Vui lòng chọn cửa cược' });
  });
});
