import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createHash } from 'node:crypto';
import { call, postTest, solveProofOfWork } from '../helpers/api-client.ts';

/** A nonce whose hash does NOT have the required leading zero bits. */
function failingNonce(challenge: string, difficulty: number) {
  for (let n = 0; ; n++) {
    const first = createHash('sha256').update(challenge + `x${n}`).digest().readUInt32BE(0);
    if (Math.clz32(first) < difficulty) return `x${n}`;
  }
}

const Z = 'a'.repeat(64);

describe.each(BACKENDS)('captcha over HTTP on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function solvedPuzzle() {
    const init = (await call(t.app, 'captchaInit')).json();
    const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
    expect((await call(t.app, 'captchaProofOfWork', { challenge: init.pow.challenge, nonce })).statusCode).toBe(200);
    const answer = (await postTest(t.app, '/__test/captcha/answer', { token: init.token })).json();
    return { init, answer };
  }

  it('serves a raster puzzle without the answer', async () => {
    const res = await call(t.app, 'captchaInit');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.background).toMatch(/^data:image\/png;base64,/);
    expect(body.piece).toMatch(/^data:image\/png;base64,/);
    expect(body).not.toHaveProperty('x');
    expect(JSON.stringify(body)).not.toContain('image/svg');
  });

  it('passes at the right position and the pass works once', async () => {
    const { init, answer } = await solvedPuzzle();
    const ok = await call(t.app, 'captchaVerify', { token: init.token, x: answer.x + 2, y: answer.y, z: Z, t: 800 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pass.length).toBeGreaterThan(20);
  });

  it('refuses a wrong position, and the puzzle is spent after one try', async () => {
    const { init, answer } = await solvedPuzzle();
    const wrong = await call(t.app, 'captchaVerify', { token: init.token, x: answer.x + 40, y: answer.y, z: Z, t: 800 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message[0]).toMatch(/Ghép hình chưa chính xác/);
    const again = await call(t.app, 'captchaVerify', { token: init.token, x: answer.x, y: answer.y, z: Z, t: 800 });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong proof of work, and a verify before the proof of work', async () => {
    const init = (await call(t.app, 'captchaInit')).json();
    const nonce = failingNonce(init.pow.challenge, init.pow.difficulty);
    const wrong = await call(t.app, 'captchaProofOfWork', { challenge: init.pow.challenge, nonce });
    expect(wrong.statusCode).toBe(400);
    const answer = (await postTest(t.app, '/__test/captcha/answer', { token: init.token })).json();
    const early = await call(t.app, 'captchaVerify', { token: init.token, x: answer.x, y: answer.y, z: Z, t: 800 });
    expect(early.statusCode).toBe(400);
    const unknown = await call(t.app, 'captchaProofOfWork', { challenge: 'f'.repeat(32), nonce: '1' });
    expect(unknown.statusCode).toBe(400);
  });
});
