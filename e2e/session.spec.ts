import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, loginThroughUi, registerThroughUi } from './support/flows.ts';
import { newMember, SHORT_TTL, signedPost } from './support/servers.ts';

/** The short-TTL server issues access tokens that live 4 seconds. */
const TTL_MS = 4_000;

function countCalls(page: Page, path: string) {
  const seen: { url: string; status: number }[] = [];
  page.context().on('response', (r) => {
    if (r.url().includes(`/api/v1${path}`) && r.request().method() === 'POST') seen.push({ url: r.url(), status: r.status() });
  });
  return seen;
}

test.describe('the self-refreshing session', () => {
  test('after the access token expires, parallel requests in two tabs refresh once and succeed', async ({ page, context }) => {
    const m = newMember('rf');
    await registerThroughUi(page, SHORT_TTL, m);
    await expectLoggedIn(page, m.username);
    // No tab open while the token expires, so no heartbeat refreshes it early.
    await page.goto('about:blank');
    await page.waitForTimeout(TTL_MS + 1_500);

    const refreshes = countCalls(page, '/auth/refresh-token');
    const infos = countCalls(page, '/user/GetLoggedinInfo');
    const all = countCalls(page, '/');
    // Hold the refresh on the wire until at least two requests have met the expired token, so several
    // requests are surely waiting on it (a fast machine could otherwise finish one before the next starts).
    let expiredSeen = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    context.on('response', (r) => {
      if (r.status() === 419 && ++expiredSeen >= 2) release();
    });
    await context.route('**/api/v1/auth/refresh-token', async (route) => {
      await Promise.race([released, new Promise((r) => setTimeout(r, 5_000))]);
      await route.continue();
    });
    const second = await context.newPage();
    // Both tabs load at once: each asks for the logged-in info and reports presence with the expired token.
    await Promise.all([page.goto(SHORT_TTL), second.goto(SHORT_TTL)]);
    await expectLoggedIn(page, m.username);
    await expectLoggedIn(second, m.username);
    await expect.poll(() => infos.filter((c) => c.status === 200).length).toBeGreaterThanOrEqual(2);
    // Read at once: the new token lives 4 s too, and on a slow machine the tabs' background work may
    // rightly refresh again later; what matters is how many refreshes served the waiting requests.
    const refreshesWhenServed = [...refreshes];
    // Several requests met the expired token (logged-in info, presence, the events ticket, in both tabs)…
    expect(all.filter((c) => c.status === 419).length).toBeGreaterThanOrEqual(2);
    // …and one refresh served them all.
    expect(refreshesWhenServed).toHaveLength(1);
    expect(refreshesWhenServed[0]!.status).toBe(200);
    expect(refreshes.every((r) => r.status === 200), 'no refresh was refused (a refused one ends the session)').toBe(true);
  });

  test('a revoked refresh token logs the member out with storage cleared', async ({ page }) => {
    const m = newMember('rv');
    await registerThroughUi(page, SHORT_TTL, m);
    await expectLoggedIn(page, m.username);
    const refreshToken = (await page.context().cookies()).find((c) => c.name === 'refresh_token')!.value;
    // Another device (or the member's "log out everywhere") ends the session family.
    expect((await signedPost(SHORT_TTL, '/auth/logout', { refresh_token: refreshToken })).status).toBe(200);

    const refreshes = countCalls(page, '/auth/refresh-token');
    await page.waitForTimeout(TTL_MS + 1_500);
    await page.reload();
    await expect.poll(() => refreshes.map((r) => r.status)).toEqual([400]);
    await expect(page.getByText(m.username, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).or(page.getByRole('link', { name: 'Đăng nhập', exact: true })).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => (c.name === 'access_token' || c.name === 'refresh_token') && c.value)).toEqual([]);
  });

  test('login still works on the short-lived server (sanity for the two tests above)', async ({ page }) => {
    await loginThroughUi(page, SHORT_TTL, 'demo01', 'matkhau123');
    await expectLoggedIn(page, 'demo01');
  });
});
