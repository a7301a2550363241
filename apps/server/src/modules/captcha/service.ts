import { randomBytes } from 'node:crypto';
import type { CaptchaInitResponse, CaptchaProofOfWorkBody, CaptchaVerifyBody, CaptchaVerifyResponse } from '@app/contract';
import { HttpError } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { createChallenge, DEFAULT_POW_DIFFICULTY, MAX_POW_DIFFICULTY, verifyProofOfWork } from './proof-of-work.ts';
import { composePuzzle } from './puzzle.ts';
import { cryptoRandom, type RandomSource } from './random.ts';
import { createScenePool, type ScenePoolOptions } from './scene-pool.ts';
import { CAPTCHA_MESSAGES, type CaptchaFailure } from '../../messages/captcha.ts';

/**
 * D6: the slider captcha's server side. All state lives in the KvStore, so any API instance can
 * answer any step:
 *
 *   captcha:puzzle:<token>        → { x, y, challenge, difficulty, powSolved, expiresAt }   (ttlMs)
 *   captcha:challenge:<challenge> → token                                                  (ttlMs)
 *   captcha:pass:<pass>           → '1'                                                    (passTtlMs)
 *
 * Flow: init → verifyProofOfWork → verify (one attempt per puzzle) → a one-time pass that login or
 * registration spends with consumePass.
 */
export type CaptchaServiceOptions = {
  kv: KvStore;
  /** Leading zero bits of the proof of work. Default 16. */
  difficulty?: number;
  /** How far (px) x and y may be from the gap. Default 6. */
  tolerancePx?: number;
  /** Life of a puzzle. Default 2 minutes. */
  ttlMs?: number;
  /** Life of an unused pass. Default 2 minutes. */
  passTtlMs?: number;
  /** Below this drag time (ms) the drag is too fast for a human. Default 150. */
  minDragMs?: number;
  /** Draws the puzzle (answer position, background). Default: the OS's CSPRNG. Seed it in tests only. */
  random?: RandomSource;
  /** The pre-rendered backgrounds puzzles are cut from: size and turnover (see scene-pool.ts). */
  scenes?: Omit<ScenePoolOptions, 'random'>;
  now?: () => number;
};

export type CaptchaService = {
  /** A new puzzle; the gap's x stays on the server. */
  init(): Promise<CaptchaInitResponse>;
  /** Checks the proof of work of the puzzle holding this challenge and marks that puzzle solved. */
  verifyProofOfWork(body: CaptchaProofOfWorkBody): Promise<{ ok: true }>;
  /** Spends the puzzle (one attempt); a one-time pass when the piece is in place. */
  verify(body: CaptchaVerifyBody): Promise<CaptchaVerifyResponse>;
  /** True the first time a valid pass is presented, false ever after (and for anything else). */
  consumePass(pass: string): Promise<boolean>;
  /**
   * TEST ONLY: the answer of a live puzzle, so end-to-end tests can solve it. Only the test route
   * (`captchaTestRoutes`) calls this, and the app registers that route only when its test switch is
   * on, which can never be on in production mode. Never expose it otherwise.
   */
  peekAnswer(token: string): Promise<{ x: number; y: number } | null>;
};

export type { CaptchaFailure } from '../../messages/captcha.ts';

export { CAPTCHA_MESSAGES } from '../../messages/captcha.ts';

/**
 * A refused captcha step: HTTP 400 with a Vietnamese message. An HttpError, so the app's error
 * handler answers `{ statusCode: 400, message: [message], error: 'Bad Request' }`.
 */
export class CaptchaError extends HttpError {
  declare readonly statusCode: 400;
  constructor(readonly reason: CaptchaFailure) {
    super(400, CAPTCHA_MESSAGES[reason]);
    this.name = 'CaptchaError';
  }
}

type PuzzleRecord = {
  x: number;
  y: number;
  challenge: string;
  difficulty: number;
  powSolved: boolean;
  expiresAt: number;
};

/** 32 random bytes in base64url: 43 characters. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const puzzleKey = (token: string) => `captcha:puzzle:${token}`;
const challengeKey = (challenge: string) => `captcha:challenge:${challenge}`;
const passKey = (pass: string) => `captcha:pass:${pass}`;

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function parseRecord(raw: string | null): PuzzleRecord | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as PuzzleRecord;
    return typeof value.x === 'number' && typeof value.challenge === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const {
    kv,
    difficulty = DEFAULT_POW_DIFFICULTY,
    tolerancePx = 6,
    ttlMs = 120_000,
    passTtlMs = 120_000,
    minDragMs = 150,
    random = cryptoRandom,
    now = Date.now,
  } = options;
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_POW_DIFFICULTY) {
    throw new RangeError(`Captcha proof-of-work difficulty must be an integer from 0 to ${MAX_POW_DIFFICULTY}`);
  }
  if (!(tolerancePx >= 0) || !(ttlMs >= 1000) || !(passTtlMs >= 1000) || !(minDragMs >= 0)) {
    throw new RangeError('Invalid captcha options');
  }
  const scenes = createScenePool({ ...options.scenes, random });

  return {
    async init() {
      const puzzle = composePuzzle(scenes.next(), random);
      const token = newSecret();
      const challenge = createChallenge();
      const record: PuzzleRecord = { x: puzzle.x, y: puzzle.y, challenge, difficulty, powSolved: false, expiresAt: now() + ttlMs };
      await kv.set(puzzleKey(token), JSON.stringify(record), ttlMs);
      await kv.set(challengeKey(challenge), token, ttlMs);
      return {
        token,
        background: `data:image/png;base64,${puzzle.background.toString('base64')}`,
        piece: `data:image/png;base64,${puzzle.piece.toString('base64')}`,
        width: puzzle.width,
        height: puzzle.height,
        pieceSize: puzzle.pieceSize,
        y: puzzle.y,
        pow: { challenge, difficulty, algorithm: 'SHA-256' },
        expiresInSeconds: Math.floor(ttlMs / 1000),
      };
    },

    async verifyProofOfWork({ challenge, nonce }) {
      const token = await kv.get(challengeKey(challenge));
      if (token === null) throw new CaptchaError('expired');
      // The difficulty is the one the puzzle was issued with, read below; check cheaply first that
      // the puzzle exists, then the hash, and only then change state.
      const current = parseRecord(await kv.get(puzzleKey(token)));
      if (!current || current.challenge !== challenge || current.expiresAt <= now()) throw new CaptchaError('expired');
      if (!verifyProofOfWork(challenge, nonce, current.difficulty)) throw new CaptchaError('invalid_proof_of_work');
      // Take the record and put it back marked solved. Take, not get: a verify() that ran in between
      // has spent the puzzle and it must not come back. (A verify() that runs while the record is out
      // finds nothing and is refused as expired, learning nothing about the answer.)
      const record = parseRecord(await kv.take(puzzleKey(token)));
      if (!record) throw new CaptchaError('expired');
      const remaining = record.expiresAt - now();
      if (remaining <= 0) throw new CaptchaError('expired');
      await kv.set(puzzleKey(token), JSON.stringify({ ...record, powSolved: true }), remaining);
      await kv.del(challengeKey(challenge));
      return { ok: true as const };
    },

    async verify({ token, x, y, t }) {
      // z (the digest of the drag path) is checked for shape by the schema; the server cannot
      // recompute it, so it carries no weight here.
      if (!SECRET_PATTERN.test(token)) throw new CaptchaError('expired');
      const record = parseRecord(await kv.take(puzzleKey(token)));
      if (!record || record.expiresAt <= now()) throw new CaptchaError('expired');
      if (!record.powSolved) {
        await kv.del(challengeKey(record.challenge));
        throw new CaptchaError('proof_of_work_required');
      }
      if (t < minDragMs) throw new CaptchaError('too_fast');
      if (Math.abs(x - record.x) > tolerancePx || Math.abs(y - record.y) > tolerancePx) {
        throw new CaptchaError('wrong_position');
      }
      const pass = newSecret();
      await kv.set(passKey(pass), '1', passTtlMs);
      return { pass, expiresInSeconds: Math.floor(passTtlMs / 1000) };
    },

    async consumePass(pass) {
      if (typeof pass !== 'string' || !SECRET_PATTERN.test(pass)) return false;
      return (await kv.take(passKey(pass))) !== null;
    },

    async peekAnswer(token) {
      if (!SECRET_PATTERN.test(token)) return null;
      const record = parseRecord(await kv.get(puzzleKey(token)));
      return record ? { x: record.x, y: record.y } : null;
    },
  };
}
