import { CaptchaInitResponse } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import type { KvStore } from '../../src/lib/kv/kv-store.ts';
import { solveProofOfWork, verifyProofOfWork } from '../../src/modules/captcha/proof-of-work.ts';
import { seededRandom } from '../../src/modules/captcha/random.ts';
import { CaptchaError, createCaptchaService, type CaptchaService } from '../../src/modules/captcha/service.ts';
import { decodePng } from './decode-png.ts';

const Z = 'ab'.repeat(32);
const EXPIRED = 'Mã xác minh đã hết hạn, vui lòng thử lại';
const WRONG_POSITION = 'Ghép hình chưa chính xác, vui lòng thử lại';

describe('captcha service', () => {
  let clock: number;
  let kv: KvStore;
  let service: CaptchaService;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_700_000_000_000;
    kv = createMemoryKvStore(now);
    // A small scene pool: each test has a new service, and its pool fills in the background.
    service = createCaptchaService({ kv, difficulty: 8, now, scenes: { perStyle: 1 } });
  });
  afterEach(async () => {
    await kv.close();
  });

  async function refusal(promise: Promise<unknown>): Promise<CaptchaError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CaptchaError);
    expect((error as CaptchaError).statusCode).toBe(400);
    return error as CaptchaError;
  }

  /** init → proof of work → the answer, as a member's browser (and eyes) would. */
  async function solved() {
    const init = await service.init();
    const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
    expect(await service.verifyProofOfWork({ challenge: init.pow.challenge, nonce })).toEqual({ ok: true });
    const answer = await service.peekAnswer(init.token);
    expect(answer).not.toBeNull();
    return { init, answer: answer! };
  }

  it('serves a puzzle that matches the contract, without the answer', async () => {
    const init = await service.init();
    expect(CaptchaInitResponse.parse(init)).toEqual(init);
    expect(init.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(init.pow).toEqual({ challenge: expect.stringMatching(/^[0-9a-f]{32}$/), difficulty: 8, algorithm: 'SHA-256' });
    expect(init.expiresInSeconds).toBe(120);
    expect([init.width, init.height, init.pieceSize]).toEqual([320, 160, 56]);
    expect(Object.keys(init)).not.toContain('x');
    const background = decodePng(Buffer.from(init.background.replace(/^data:image\/png;base64,/, ''), 'base64'));
    const piece = decodePng(Buffer.from(init.piece.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect([background.width, background.height, piece.width, piece.height]).toEqual([320, 160, 56, 56]);
    const answer = await service.peekAnswer(init.token);
    expect(answer?.y).toBe(init.y);
  });

  it('gives a one-time pass for the right position after the proof of work', async () => {
    const { init, answer } = await solved();
    const result = await service.verify({ token: init.token, x: answer.x + 5.5, y: init.y, z: Z, t: 900 });
    expect(result.expiresInSeconds).toBe(120);
    expect(result.pass).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await service.consumePass(result.pass)).toBe(true);
    expect(await service.consumePass(result.pass)).toBe(false);
    expect(await service.consumePass(result.pass)).toBe(false);
  });

  it('refuses passes that were never issued or have expired', async () => {
    expect(await service.consumePass('')).toBe(false);
    expect(await service.consumePass('x'.repeat(43))).toBe(false);
    const { init, answer } = await solved();
    const { pass } = await service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 });
    clock += 120_001;
    expect(await service.consumePass(pass)).toBe(false);
  });

  it('refuses a wrong x, and the puzzle is spent', async () => {
    const { init, answer } = await solved();
    const wrong = await refusal(service.verify({ token: init.token, x: answer.x + 7, y: answer.y, z: Z, t: 900 }));
    expect(wrong.message).toBe(WRONG_POSITION);
    expect(wrong.reason).toBe('wrong_position');
    const again = await refusal(service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 }));
    expect(again.message).toBe(EXPIRED);
  });

  it('refuses a wrong y', async () => {
    const { init, answer } = await solved();
    const wrong = await refusal(service.verify({ token: init.token, x: answer.x, y: answer.y - 7, z: Z, t: 900 }));
    expect(wrong.reason).toBe('wrong_position');
  });

  it('allows one attempt per puzzle: a second verify of a passed puzzle is refused as expired', async () => {
    const { init, answer } = await solved();
    await service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 });
    const again = await refusal(service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 }));
    expect(again.message).toBe(EXPIRED);
  });

  it('gives one pass to concurrent attempts on the same puzzle', async () => {
    const { init, answer } = await solved();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a verify before the proof of work, and spends the puzzle', async () => {
    const init = await service.init();
    const answer = (await service.peekAnswer(init.token))!;
    const early = await refusal(service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 900 }));
    expect(early.reason).toBe('proof_of_work_required');
    // Solving the proof of work afterwards does not bring the puzzle back.
    const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
    expect((await refusal(service.verifyProofOfWork({ challenge: init.pow.challenge, nonce }))).message).toBe(EXPIRED);
    expect(await service.peekAnswer(init.token)).toBeNull();
  });

  it('refuses a drag faster than a human', async () => {
    const { init, answer } = await solved();
    const fast = await refusal(service.verify({ token: init.token, x: answer.x, y: answer.y, z: Z, t: 149 }));
    expect(fast.reason).toBe('too_fast');
    expect(fast.message).toBe(WRONG_POSITION);
  });

  it('refuses a wrong nonce, then accepts the right one', async () => {
    const init = await service.init();
    let n = 0;
    while (verifyProofOfWork(init.pow.challenge, `w${n}`, 8)) n++;
    const wrong = await refusal(service.verifyProofOfWork({ challenge: init.pow.challenge, nonce: `w${n}` }));
    expect(wrong.message).toBe('Bằng chứng công việc không hợp lệ');
    expect(wrong.reason).toBe('invalid_proof_of_work');
    const nonce = solveProofOfWork(init.pow.challenge, 8);
    expect(await service.verifyProofOfWork({ challenge: init.pow.challenge, nonce })).toEqual({ ok: true });
    // A challenge is spent once solved.
    expect((await refusal(service.verifyProofOfWork({ challenge: init.pow.challenge, nonce }))).reason).toBe('expired');
  });

  it('refuses an unknown challenge', async () => {
    const error = await refusal(service.verifyProofOfWork({ challenge: 'f'.repeat(32), nonce: '1' }));
    expect(error.message).toBe(EXPIRED);
    expect(error.reason).toBe('expired');
  });

  it('refuses an unknown token', async () => {
    const error = await refusal(service.verify({ token: 'nope', x: 100, y: 20, z: Z, t: 900 }));
    expect(error.message).toBe(EXPIRED);
    expect(await service.peekAnswer('nope')).toBeNull();
  });

  it('refuses an expired puzzle at each step', async () => {
    const init = await service.init();
    const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
    clock += 120_001;
    expect((await refusal(service.verifyProofOfWork({ challenge: init.pow.challenge, nonce }))).message).toBe(EXPIRED);

    const { init: other, answer } = await solved();
    clock += 120_001;
    expect((await refusal(service.verify({ token: other.token, x: answer.x, y: answer.y, z: Z, t: 900 }))).message).toBe(EXPIRED);
  });

  it('keeps the puzzle expiry after the proof of work', async () => {
    const init = await service.init();
    clock += 100_000;
    const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
    await service.verifyProofOfWork({ challenge: init.pow.challenge, nonce });
    clock += 20_001;
    expect(await service.peekAnswer(init.token)).toBeNull();
  });

  it('draws from the given random source', async () => {
    const a = createCaptchaService({ kv, difficulty: 8, random: seededRandom(7), now });
    const b = createCaptchaService({ kv, difficulty: 8, random: seededRandom(7), now });
    const [pa, pb] = [await a.init(), await b.init()];
    expect(pa.background).toBe(pb.background);
    expect(pa.token).not.toBe(pb.token);
    expect(await a.peekAnswer(pa.token)).toEqual(await b.peekAnswer(pb.token));
  });

  it('checks its options', () => {
    expect(() => createCaptchaService({ kv, difficulty: 33 })).toThrow(RangeError);
    expect(() => createCaptchaService({ kv, difficulty: 1.5 })).toThrow(RangeError);
    expect(() => createCaptchaService({ kv, tolerancePx: -1 })).toThrow(RangeError);
  });
});
