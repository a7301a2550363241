import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GameCatalogue, GameView, OperatorRequestBody } from '@app/contract';
import { OPERATOR_API_BASE_PATH, operatorRoutes, type OperatorRouteName } from '@app/contract/operator-routes';
import { shot } from './support/flows.ts';
import { MAIN, signedCall } from './support/servers.ts';

const CONSOLE = `${MAIN}/operator/`;
const PROVIDER = 'JILI';
const GAME = 'kho-bau-rong';
const MESSAGE = 'JILI bảo trì định kỳ đến 14:00';

/**
 * Console errors include CSP refusals: a strict-CSP page must not produce any. The one exception is a
 * game thumbnail the member site has not drawn yet: the console leaves its frame empty by design.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.includes('/game-art/')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signIn(page: Page, username: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The catalogue as the lobby gets it: the member API, signed as the member client signs. */
async function memberCatalogue(): Promise<GameCatalogue> {
  const answer = await signedCall(MAIN, '/games/catalogue');
  expect(answer.status).toBe(200);
  return answer.body as GameCatalogue;
}

const idsOf = (games: GameView[], category: string) => games.filter((g) => g.category === category).map((g) => g.id);

/** An operator call with the console's own token, for what the test reads and puts back outside the page. */
async function operatorPost<N extends OperatorRouteName>(token: string, name: N, ...[body]: OperatorRequestBody<N> extends undefined ? [] : [OperatorRequestBody<N>]) {
  const res = await fetch(`${MAIN}${OPERATOR_API_BASE_PATH}${operatorRoutes[name].path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as GameCatalogue;
}

/** Other specs share this server: whatever the test changed goes back as it was, even when it fails half-way. */
async function restore(token: string, original: GameCatalogue) {
  let now = await operatorPost(token, 'gameCatalogue');
  for (const p of original.providers) {
    const current = now.providers.find((c) => c.code === p.code);
    if (current?.status === p.status && current.message === p.message) continue;
    now = await operatorPost(token, 'gameProviderUpdate', { provider: p.code, status: p.status, ...(p.message === null ? {} : { message: p.message }) });
  }
  for (const g of original.games) {
    const current = now.games.find((c) => c.id === g.id);
    if (current?.status === g.status && current.message === g.message) continue;
    now = await operatorPost(token, 'gameUpdate', { gameId: g.id, status: g.status, ...(g.message === null ? {} : { message: g.message }) });
  }
  for (const c of original.categories) {
    const gameIds = idsOf(original.games, c.id);
    if (gameIds.length > 0 && idsOf(now.games, c.id).join() !== gameIds.join()) now = await operatorPost(token, 'gameReorder', { category: c.id, gameIds });
  }
}

/** The three-way control of a provider or a game: the status in force is the pressed button. */
async function expectStatus(control: Locator, pressed: 'Đang hoạt động' | 'Bảo trì' | 'Ẩn') {
  await expect(control.getByRole('button', { name: pressed, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('operator console: games', () => {
  // As operator.spec.ts: playwright.config.ts keeps the console's specs to the desktop project, by a file name this one does not match.

  test('an operator pauses a provider, hides and shows a game, reorders two games, and finds each change in the audit log', async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(CONSOLE);
    await signIn(page, 'admin', 'quantri123');
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu.getByRole('link', { name: 'Trò chơi' })).toHaveAttribute('href', '/operator/tro-choi');
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('operator-session') ?? '{}') as { token?: string }).token ?? '');
    expect(token).not.toBe('');
    const original = await operatorPost(token, 'gameCatalogue');
    const game = original.games.find((g) => g.id === GAME)!;
    const slots = idsOf(original.games, 'slots');
    const nameOf = (id: string) => original.games.find((g) => g.id === id)!.name;

    try {
      // The seeded state this test starts from (every change below is put back at the end).
      expect(original.providers.find((p) => p.code === PROVIDER)?.status).toBe('live');
      expect(game).toMatchObject({ status: 'live', category: 'slots', provider: PROVIDER });
      expect(slots.length).toBeGreaterThanOrEqual(2);

      await menu.getByRole('link', { name: 'Trò chơi' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Trò chơi' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Trò chơi' })).toHaveAttribute('aria-current', 'page');

      // A provider under maintenance: the message is required, members read it on every game of the provider.
      const providers = page.getByRole('region', { name: 'Nhà cung cấp' });
      const provider = providers.getByRole('group', { name: `Trạng thái của ${PROVIDER}` });
      await expectStatus(provider, 'Đang hoạt động');
      await shot(page, testInfo, 'operator-games');
      await provider.getByRole('button', { name: 'Bảo trì' }).click();
      const pause = page.getByRole('dialog', { name: `Bảo trì nhà cung cấp ${PROVIDER}` });
      await expect(pause.getByLabel('Thông báo bảo trì')).toBeFocused();
      await pause.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(pause.getByRole('alert')).toHaveText('Cần nhập thông báo bảo trì');
      await pause.getByLabel('Thông báo bảo trì').fill(MESSAGE);
      await shot(page, testInfo, 'operator-games-maintenance');
      await pause.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(pause).toBeHidden();
      await expectStatus(provider, 'Bảo trì');
      await expect(providers.getByRole('row', { name: new RegExp(`^${PROVIDER}`) })).toContainText(MESSAGE);
      await expect(page.getByRole('status').filter({ hasText: 'Đã chuyển' })).toHaveText(`Đã chuyển nhà cung cấp ${PROVIDER} sang “Bảo trì”.`);
      const providerGames = original.games.filter((g) => g.provider === PROVIDER).map((g) => g.id);
      await expect
        .poll(async () => (await memberCatalogue()).games.filter((g) => providerGames.includes(g.id)).map((g) => [g.status, g.message]))
        .toEqual(providerGames.map(() => ['maintenance', MESSAGE]));

      // The game's own row says its provider is paused; hiding it takes it out of the members' catalogue.
      await page.getByRole('tab', { name: /^Nổ hũ/ }).click();
      await expect(page).toHaveURL(/\/operator\/tro-choi\?danh-muc=no-hu$/);
      const panel = page.getByRole('tabpanel', { name: /^Nổ hũ/ });
      const row = panel.getByRole('row', { name: new RegExp(game.name) });
      await expect(row).toContainText('Nhà cung cấp đang bảo trì');
      const gameStatus = row.getByRole('group', { name: `Trạng thái của ${game.name}` });
      await expectStatus(gameStatus, 'Đang hoạt động');
      await gameStatus.getByRole('button', { name: 'Ẩn' }).click();
      const hide = page.getByRole('dialog', { name: `Ẩn ${game.name}` });
      await expect(hide).toContainText('không còn hiện trong sảnh');
      await hide.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(hide).toBeHidden();
      await expectStatus(gameStatus, 'Ẩn');
      await expect.poll(async () => (await memberCatalogue()).games.map((g) => g.id)).not.toContain(GAME);
      await shot(page, testInfo, 'operator-games-hidden');

      await gameStatus.getByRole('button', { name: 'Đang hoạt động' }).click();
      const show = page.getByRole('dialog', { name: `Mở lại ${game.name}` });
      await show.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(show).toBeHidden();
      await expectStatus(gameStatus, 'Đang hoạt động');
      // Back in the lobby, still paused with its provider.
      await expect
        .poll(async () => (await memberCatalogue()).games.find((g) => g.id === GAME))
        .toMatchObject({ status: 'maintenance', message: MESSAGE });

      // The second game moves up: the whole new order goes to the server, which the lobby then shows.
      const [first, second] = [slots[0]!, slots[1]!];
      const swapped = [second, first, ...slots.slice(2)];
      await panel.getByRole('button', { name: `Đưa ${nameOf(second)} lên` }).click();
      await expect.poll(async () => idsOf((await memberCatalogue()).games, 'slots')).toEqual(swapped);
      await expect(panel.getByRole('row').nth(1)).toContainText(nameOf(second));
      await expect(page.getByRole('status').filter({ hasText: 'Đã chuyển' })).toHaveText(`Đã chuyển ${nameOf(second)} đến vị trí 1 trong Nổ hũ.`);
      // Focus stays on the moved game (its "up" is now disabled, so on its "down"): the keyboard moves it back.
      await expect(page.locator(':focus')).toHaveAttribute('data-move', `${second}:down`);
      await shot(page, testInfo, 'operator-games-reordered');
      await page.keyboard.press('Enter');
      await expect.poll(async () => idsOf((await memberCatalogue()).games, 'slots')).toEqual(slots);
      await expect(panel.getByRole('row').nth(1)).toContainText(nameOf(first));
      await expect(page.locator(':focus')).toHaveAttribute('data-move', new RegExp(`^${second}:`));

      // The provider back in service.
      await provider.getByRole('button', { name: 'Đang hoạt động' }).click();
      const resume = page.getByRole('dialog', { name: `Mở lại nhà cung cấp ${PROVIDER}` });
      await resume.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(resume).toBeHidden();
      await expectStatus(provider, 'Đang hoạt động');
      await expect
        .poll(async () => (await memberCatalogue()).games.filter((g) => providerGames.includes(g.id)).map((g) => g.status))
        .toEqual(providerGames.map(() => 'live'));

      // Every change in the audit log, newest first, in words.
      await menu.getByRole('link', { name: 'Nhật ký thao tác' }).click();
      const log = page.getByRole('table');
      await expect(log.getByRole('row').nth(1)).toContainText('Xem nhật ký thao tác');
      const actions = await log.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(actions.slice(0, 8)).toEqual([
        'Xem nhật ký thao tác',
        'Đổi trạng thái nhà cung cấp',
        'Sắp xếp trò chơi',
        'Sắp xếp trò chơi',
        'Đổi trạng thái trò chơi',
        'Đổi trạng thái trò chơi',
        'Đổi trạng thái nhà cung cấp',
        'Đăng nhập',
      ]);
      // Target and details of each change (columns 4 and 5).
      const entries = log.locator('tbody tr');
      const describe = async (n: number) => (await entries.nth(n).locator('td').allInnerTexts()).slice(3, 5);
      expect(await describe(1)).toEqual([PROVIDER, 'Bảo trì → Đang hoạt động']);
      expect(await describe(2)).toEqual(['Nổ hũ', `Thứ tự mới: ${slots.join(', ')}`]);
      expect(await describe(3)).toEqual(['Nổ hũ', `Thứ tự mới: ${swapped.join(', ')}`]);
      expect(await describe(4)).toEqual([GAME, 'Ẩn → Đang hoạt động']);
      expect(await describe(5)).toEqual([GAME, 'Đang hoạt động → Ẩn']);
      expect(await describe(6)).toEqual([PROVIDER, `Đang hoạt động → Bảo trì · Thông báo: ${MESSAGE}`]);
      await shot(page, testInfo, 'operator-games-audit');
      expect(errors).toEqual([]);
    } finally {
      await restore(token, original);
    }
  });
});
