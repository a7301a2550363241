import { expect } from '@playwright/test';
import { memberTest as test } from './support/fixtures.ts';
import { expectLoggedIn } from './support/flows.ts';
import { BACKUP, MAIN, signedPost } from './support/servers.ts';

test('with the primary host stopped, the client carries on through the backup host', async ({ page, member: m }) => {
  await page.goto(MAIN);
  await expectLoggedIn(page, m.username);
  // The client asked for the backup hosts at start and kept them.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('backup_hosts'))).toContain(BACKUP);

  const viaBackup: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${BACKUP}/api/v1/`)) viaBackup.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  expect((await signedPost(BACKUP, '/__test/primary/stop', {})).status).toBe(200);
  try {
    await expect(fetch(MAIN).then(() => 'up', () => 'down')).resolves.toBe('down');
    // The page stays open; its next call finds the primary gone and moves to the backup host.
    await page.getByRole('button', { name: 'Làm mới số dư' }).first().click();
    await expect.poll(() => viaBackup).toContain('200 /api/v1/user/GetLoggedinInfo');
    await expectLoggedIn(page, m.username);
    await expect(page.getByRole('dialog', { name: 'Tin nhắn' })).toHaveCount(0);
  } finally {
    await signedPost(BACKUP, '/__test/primary/start', {});
  }
  await expect(fetch(MAIN).then((r) => r.status)).resolves.toBe(200);
});
