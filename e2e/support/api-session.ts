import { createHash, randomUUID } from 'node:crypto';
import type { BrowserContextOptions } from '@playwright/test';
import type { AuthResponse } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { signedCall, signedPost } from './servers.ts';

/**
 * A logged-in member without the slider UI, for tests whose subject is not the login itself: the
 * same calls the client makes (captcha init, proof of work, verify, login), with the captcha's answer
 * from the test-only route. The login through the UI keeps its own tests (auth.spec.ts).
 */
export type ApiSession = AuthResponse & { origin: string; deviceId: string };

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

function solveProofOfWork(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    if (leadingZeroBits(createHash('sha256').update(challenge + String(n)).digest()) >= difficulty) return String(n);
  }
}

async function ok(what: string, call: ReturnType<typeof signedCall>) {
  const answer = await call;
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A one-time captcha pass, earned as the client earns it. */
async function captchaPass(origin: string): Promise<{ pass: string; x: number }> {
  const puzzle = await ok('captcha/init', signedCall(origin, '/captcha/init'));
  const nonce = solveProofOfWork(puzzle.pow.challenge, puzzle.pow.difficulty);
  await ok('captcha/verify-init-mainmc', signedPost(origin, '/captcha/verify-init-mainmc', { challenge: puzzle.pow.challenge, nonce }));
  const { x, y } = await ok('captcha answer', signedPost(origin, '/__test/captcha/answer', { token: puzzle.token }));
  const z = createHash('sha256').update(`drag:${x}`).digest('hex');
  const { pass } = await ok('captcha/verify', signedPost(origin, '/captcha/verify', { token: puzzle.token, x, y, z, t: 640 }));
  return { pass, x };
}

export async function loginThroughApi(origin: string, username: string, password: string): Promise<ApiSession> {
  const { pass, x } = await captchaPass(origin);
  const deviceId = randomUUID();
  const fields = {
    UserName: username,
    Password: password,
    AgentName: '',
    App: DEFAULT_BRAND.appId,
    Captcha: pass,
    time: Date.now(),
    uuid: deviceId,
    userX: x,
  };
  const data = Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
  const answer: AuthResponse = await ok('auth/login', signedPost(origin, '/auth/login', { data }));
  return { ...answer, origin, deviceId };
}

export async function registerThroughApi(
  origin: string,
  m: { username: string; nickname: string; password: string; phone: string },
): Promise<ApiSession> {
  const { pass } = await captchaPass(origin);
  const answer: AuthResponse = await ok(
    'auth/register',
    signedPost(origin, '/auth/register', {
      AgentName: '',
      UserName: m.username,
      NickName: m.nickname,
      Password: m.password,
      PhoneNumber: Number(m.phone),
      AppName: DEFAULT_BRAND.appId,
      Captcha: pass,
    }),
  );
  return { ...answer, origin, deviceId: randomUUID() };
}

/**
 * What the client itself keeps after a login (D5): both tokens in cookies at path "/", the member
 * snapshot and the device id in localStorage. Cookies do not tell ports apart, so they hold for
 * every server of the suite; the localStorage belongs to the session's origin.
 */
export function storageStateOf(session: ApiSession): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  const { hostname } = new URL(session.origin);
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [cookie('access_token', session.access_token), cookie('refresh_token', session.refresh_token)],
    origins: [
      {
        origin: session.origin,
        localStorage: [
          { name: 'session', value: JSON.stringify(session.user) },
          { name: 'uuid', value: session.deviceId },
        ],
      },
    ],
  };
}
