import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/api-session.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { nextCaptcha, solveSliderCaptcha } from './support/captcha.ts';
import { memberTest } from './support/fixtures.ts';
import { expectLoggedIn, isMobile, shot } from './support/flows.ts';
import { operatorPost, operatorToken } from './support/operator-api.ts';
import { MAIN, newMember, SHORT_TTL } from './support/servers.ts';

/**
 * The game lobby (issue 9) on the phone and the desktop: category pages from the server's catalogue,
 * search as you type, the way from a game tile through the login to the game, a member's favourites,
 * the "no game" state, and a game under maintenance. axe runs on the lobby screens, so these contexts
 * bypass the site's CSP (nothing here is about the policy).
 */
test.use({ bypassCSP: true });
memberTest.use({ bypassCSP: true });

const game = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Tìm trò chơi' });
const filters = (page: Page) => page.getByRole('group', { name: 'Lọc trò chơi' });
/** The game's own page names it: in its heading, or in the launch dialog it may open at once (play feature). */
const gamePageOf = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).or(page.getByRole('dialog', { name })).first();

test('a visitor searches the lobby, opens a game, logs in and lands on the game', async ({ page }, testInfo) => {
  const m = newMember('lb');
  await registerThroughApi(MAIN, m);

  // The category menu leads to the category's own page: the header on the desktop, the home's
  // category panel on the phone. The catalogue reaches the browser compressed (as Chromium asks for it).
  const catalogue = page.waitForResponse((r) => r.url().endsWith('/api/v1/games/catalogue') && r.ok());
  await page.goto(MAIN);
  expect(await (await catalogue).headerValue('content-encoding')).toBe('br');
  if (isMobile(testInfo)) {
    await page.getByRole('tab', { name: 'Nổ hũ' }).click();
    await page.getByRole('link', { name: 'Xem tất cả trò chơi Nổ hũ' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Danh mục trò chơi' }).getByRole('link', { name: 'Nổ hũ' }).click();
  }
  await expect(page).toHaveURL(`${MAIN}/sanh/no-hu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nổ hũ' })).toBeVisible();
  await expect(game(page, 'Kho Báu Rồng')).toBeVisible();
  await expect(game(page, 'Ngọc Bích May Mắn')).toBeVisible();
  await expect(game(page, 'Bắn Cá Đại Dương')).toHaveCount(0);
  // Visitors have no hearts to press.
  await expect(page.getByRole('button', { name: /^Yêu thích/ })).toHaveCount(0);

  // The providers with games here are the filter chips.
  await filters(page).getByRole('button', { name: 'V8', exact: true }).click();
  await expect(filters(page).getByRole('button', { name: 'V8', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(game(page, 'Ngọc Bích May Mắn')).toBeVisible();
  await expect(game(page, 'Kho Báu Rồng')).toHaveCount(0);
  await filters(page).getByRole('button', { name: 'Tất cả', exact: true }).click();
  await expect(game(page, 'Kho Báu Rồng')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Nổ hũ lobby');
  await shot(page, testInfo, 'lobby-no-hu');

  // Search as you type, without diacritics, over every category.
  await searchBox(page).fill('no hu');
  await expect(page.getByText('Kết quả tìm kiếm cho “no hu”')).toBeVisible();
  await expect(game(page, 'Kho Báu Rồng')).toBeVisible();
  await expect(game(page, 'Ngọc Bích May Mắn')).toBeVisible();
  await expect(game(page, 'Bắn Cá Đại Dương')).toHaveCount(0);
  await searchBox(page).fill('ban ca');
  await expect(game(page, 'Bắn Cá Đại Dương')).toBeVisible();
  await expect(game(page, 'Kho Báu Rồng')).toHaveCount(0);
  await shot(page, testInfo, 'lobby-search');
  await searchBox(page).fill('khong co tro nao');
  await expect(page.getByText('Không tìm thấy trò chơi')).toBeVisible();
  await page.getByRole('button', { name: 'Xóa nội dung tìm kiếm' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(game(page, 'Kho Báu Rồng')).toBeVisible();

  // A visitor's game tile asks for the login, which then comes back to the game.
  await game(page, 'Kho Báu Rồng').click();
  await expect(page).toHaveURL(`${MAIN}/dang-nhap?tiep=%2Fchoi%2Fkho-bau-rong`);
  await expect(page.getByText('Đăng nhập để chơi Kho Báu Rồng.')).toBeVisible();
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Đăng nhập', exact: true }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(m.username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(m.password);
  const captcha = nextCaptcha(page);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await solveSliderCaptcha(page, MAIN, captcha);
  await expect(page).toHaveURL(`${MAIN}/choi/kho-bau-rong`);
  await expect(gamePageOf(page, 'Kho Báu Rồng')).toBeVisible();
  await expectLoggedIn(page, m.username);
  await shot(page, testInfo, 'game-after-login');
});

test('a game’s page is for members: a visitor who opens one is sent to log in first', async ({ page }) => {
  await page.goto(`${MAIN}/choi/tai-xiu`);
  await expect(page).toHaveURL(`${MAIN}/dang-nhap?tiep=%2Fchoi%2Ftai-xiu`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
});

memberTest('a member marks a favourite, finds it after a reload, and opens the game straight away', async ({ page }, testInfo) => {
  await page.goto(`${MAIN}/sanh/no-hu`);
  const heart = page.getByRole('button', { name: 'Yêu thích Kho Báu Rồng' });
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/games/favourite') && r.ok());
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.reload();
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Yêu thích Ngọc Bích May Mắn' })).toHaveAttribute('aria-pressed', 'false');

  // The member's "Yêu thích" filter lists it, and only it; "Chơi gần đây" is empty so far.
  await filters(page).getByRole('button', { name: 'Yêu thích', exact: true }).click();
  await expect(page).toHaveURL(`${MAIN}/sanh/no-hu?loc=yeu-thich`);
  await expect(game(page, 'Kho Báu Rồng')).toBeVisible();
  await expect(game(page, 'Ngọc Bích May Mắn')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the lobby of a member (favourites)');
  await shot(page, testInfo, 'lobby-favourites');
  await filters(page).getByRole('button', { name: 'Chơi gần đây', exact: true }).click();
  await expect(page.getByText('Bạn chưa chơi trò chơi nào gần đây')).toBeVisible();

  await filters(page).getByRole('button', { name: 'Tất cả', exact: true }).click();
  await game(page, 'Kho Báu Rồng').click();
  await expect(page).toHaveURL(`${MAIN}/choi/kho-bau-rong`);
  await expect(gamePageOf(page, 'Kho Báu Rồng')).toBeVisible();
});

/**
 * Every category ships with games: on this worker's short-lived-token server (whose catalogue no other
 * test reads) an operator hides E-sports' one game, and shows it again afterwards.
 */
test('a category without games says so: "Không có trò chơi"', async ({ page }, testInfo) => {
  const operator = await operatorToken(SHORT_TTL);
  await operatorPost(operator, 'gameUpdate', { gameId: 'e-sports', status: 'hidden' }, SHORT_TTL);
  try {
    await page.goto(`${SHORT_TTL}/sanh/e-sports`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
    await expect(page.getByText('Không có trò chơi', { exact: true })).toBeVisible();
    await expect(page.getByText('Sảnh E-sports đang được chuẩn bị, vui lòng quay lại sau.')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Danh sách trò chơi/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'an empty category');
    await shot(page, testInfo, 'lobby-empty-category');
  } finally {
    await operatorPost(operator, 'gameUpdate', { gameId: 'e-sports', status: 'live' }, SHORT_TTL);
  }
});

/**
 * On this worker's short-lived-token server, whose catalogue no other test reads: an operator puts a
 * game under maintenance through the console's API, and puts it back afterwards.
 */
test('a game under maintenance is greyed with the operator’s words, and opening it shows them instead', async ({ page }, testInfo) => {
  const message = `Đang nâng cấp máy chủ, vui lòng quay lại sau ${testInfo.project.name === 'mobile' ? 15 : 20} phút.`;
  const operator = await operatorToken(SHORT_TTL);
  await operatorPost(operator, 'gameUpdate', { gameId: 'tai-xiu', status: 'maintenance', message }, SHORT_TTL);
  try {
    await page.goto(`${SHORT_TTL}/sanh/game-bai`);
    const tile = game(page, 'Tài Xỉu');
    await expect(tile).toBeVisible();
    await expect(tile).toHaveAttribute('title', message);
    await expect(tile).toHaveAccessibleDescription(new RegExp(`Bảo trì.*${message.replace(/[.]/g, '\\.')}`));
    await shot(page, testInfo, 'lobby-maintenance');
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'Tài Xỉu: Bảo trì' });
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${SHORT_TTL}/sanh/game-bai`);
  } finally {
    await operatorPost(operator, 'gameUpdate', { gameId: 'tai-xiu', status: 'live' }, SHORT_TTL);
  }
});
