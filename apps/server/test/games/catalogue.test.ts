import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, GAME_PROVIDERS, RECENT_GAMES_MAX, foldForSearch, matchesSearch } from '@app/domain';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRows, operatorCall, registerMember, signInNewOperator, type RegisteredMember } from '../operator/helpers.ts';
import { createGamesService, SHIPPED_GAMES } from '../../src/modules/games/service.ts';

const catalogue = async (t: TestApp) => {
  const res = await call(t.app, 'gameCatalogue');
  expect(res.statusCode).toBe(200);
  return res.json() as { categories: { id: string }[]; providers: { code: string; walletKey: string }[]; games: { id: string; status: string; message: string | null; category: string }[] };
};

describe('search folding', () => {
  it('finds Vietnamese names typed without diacritics, in any case and word order', () => {
    expect(matchesSearch(foldForSearch('Nổ hũ Kho Báu Rồng JILI'), 'no hu')).toBe(true);
    expect(matchesSearch(foldForSearch('Bắn Cá Đại Dương'), 'dai duong ban')).toBe(true);
    expect(matchesSearch(foldForSearch('Bắn Cá Đại Dương'), 'ĐẠI')).toBe(true);
    // Composed and decomposed input are the same text.
    expect(matchesSearch(foldForSearch('Tài Xỉu'), 'Tài'.normalize('NFD'))).toBe(true);
    expect(matchesSearch(foldForSearch('Tài Xỉu'), 'rong')).toBe(false);
  });
});

describe.each(BACKENDS)('game catalogue on $name', (backend) => {
  const t = useTestApp(backend);
  let member: RegisteredMember;
  let operatorToken: string;
  beforeAll(async () => {
    member = await registerMember(t);
    ({ token: operatorToken } = await signInNewOperator(t, 'admin'));
  });
  const op = (name: Parameters<typeof operatorCall>[1], body?: unknown) => operatorCall(t.app, name, body, { token: operatorToken });

  it('visitors read the seeded catalogue: the seven categories, every provider with its game account, the sandbox games', async () => {
    const body = await catalogue(t);
    expect(body.categories.map((c) => c.id)).toEqual(GAME_CATEGORIES.map((c) => c.id));
    expect(body.providers.map((p) => [p.code, p.walletKey])).toEqual(GAME_PROVIDERS.map((p) => [p.code, p.walletKey]));
    for (const g of SHIPPED_GAMES) expect(body.games.map((x) => x.id)).toContain(g.id);
  });

  it('seeding again at start-up keeps what operators changed', async () => {
    await t.database.db.updateTable('games').set({ name: 'Đổi tên' }).where('id', '=', 'tai-xiu').execute();
    const { ensureCatalogue } = await import('../../src/modules/games/service.ts');
    await ensureCatalogue(t.database);
    const row = await t.db.selectFrom('games').select('name').where('id', '=', 'tai-xiu').executeTakeFirstOrThrow();
    expect(row.name).toBe('Đổi tên');
    await t.database.db.updateTable('games').set({ name: 'Tài Xỉu' }).where('id', '=', 'tai-xiu').execute();
  });

  it('favourites are per member and on the server; an unknown game is refused and nothing changes', async () => {
    const add = await call(t.app, 'gameFavourite', { gameId: 'kho-bau-rong', favourite: true }, { token: member.token });
    expect(add.statusCode).toBe(200);
    expect(add.json().favourites).toEqual(['kho-bau-rong']);
    // Idempotent.
    await call(t.app, 'gameFavourite', { gameId: 'kho-bau-rong', favourite: true }, { token: member.token });
    const other = await registerMember(t);
    expect((await call(t.app, 'myGames', undefined, { token: other.token })).json()).toEqual({ favourites: [], recent: [] });
    const unknown = await call(t.app, 'gameFavourite', { gameId: 'khong-co', favourite: true }, { token: member.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Trò chơi không tồn tại');
    const bad = await call(t.app, 'gameFavourite', { gameId: 'Kho Báu', favourite: 'yes' }, { token: member.token });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, 'myGames', undefined, { token: member.token })).json().favourites).toEqual(['kho-bau-rong']);
    const removed = await call(t.app, 'gameFavourite', { gameId: 'kho-bau-rong', favourite: false }, { token: member.token });
    expect(removed.json().favourites).toEqual([]);
    expect((await call(t.app, 'myGames')).statusCode).toBe(401);
  });

  it('recently played keeps the newest plays, newest first, at most RECENT_GAMES_MAX', async () => {
    let clock = Date.parse('2026-11-26T10:00:00Z');
    const games = createGamesService({ db: t.database, now: () => clock });
    await games.recordPlay(member.memberId, 'tai-xiu');
    clock += 1000;
    await games.recordPlay(member.memberId, 'kho-bau-rong');
    clock += 1000;
    await games.recordPlay(member.memberId, 'tai-xiu');
    expect((await games.myGames(member.memberId)).recent).toEqual(['tai-xiu', 'kho-bau-rong']);
    // Many games: only the newest RECENT_GAMES_MAX are kept.
    const ids = Array.from({ length: RECENT_GAMES_MAX + 3 }, (_, i) => `bulk-recent-${i}`);
    await t.database.db
      .insertInto('games')
      .values(ids.map((id, i) => ({ id, provider_code: 'JILI', category_id: 'slots', name: id, art: 'kho-bau-rong', tags: '[]', sort_order: 100 + i })))
      .execute();
    for (const id of ids) {
      clock += 1000;
      await games.recordPlay(member.memberId, id);
    }
    const recent = (await games.myGames(member.memberId)).recent;
    expect(recent).toHaveLength(RECENT_GAMES_MAX);
    expect(recent[0]).toBe(ids.at(-1));
    const stored = await t.db.selectFrom('game_recent_plays').select('game_id').where('member_id', '=', member.memberId).execute();
    expect(stored).toHaveLength(RECENT_GAMES_MAX);
    await t.database.db.deleteFrom('games').where('id', 'in', ids).execute();
  });

  it('an operator hides a game, pauses a provider with a message, shows them again: members see each change, each is audited', async () => {
    const before = (await auditRows(t)).length;
    const hidden = await op('gameUpdate', { gameId: 'kho-bau-rong', status: 'hidden' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().games.find((g: { id: string }) => g.id === 'kho-bau-rong').status).toBe('hidden');
    expect((await catalogue(t)).games.map((g) => g.id)).not.toContain('kho-bau-rong');

    const paused = await op('gameProviderUpdate', { provider: 'V8', status: 'maintenance', message: 'V8 bảo trì đến 14:00' });
    expect(paused.statusCode).toBe(200);
    const v8Games = (await catalogue(t)).games.filter((g) => SHIPPED_GAMES.some((s) => s.id === g.id && s.provider === 'V8'));
    expect(v8Games.length).toBeGreaterThan(0);
    for (const g of v8Games) expect(g).toMatchObject({ status: 'maintenance', message: 'V8 bảo trì đến 14:00' });

    const noMessage = await op('gameUpdate', { gameId: 'tai-xiu', status: 'maintenance' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().message).toEqual(['Cần nhập thông báo bảo trì']);

    await op('gameUpdate', { gameId: 'kho-bau-rong', status: 'live' });
    await op('gameProviderUpdate', { provider: 'V8', status: 'live' });
    const after = await catalogue(t);
    expect(after.games.find((g) => g.id === 'kho-bau-rong')?.status).toBe('live');
    expect(after.games.find((g) => g.id === 'tai-xiu')).toMatchObject({ status: 'live', message: null });

    const rows = (await auditRows(t)).slice(before);
    expect(rows.map((r) => [r.action, r.target_kind, r.target_id])).toEqual([
      ['game.update', 'game', 'kho-bau-rong'],
      ['game.provider_update', 'provider', 'V8'],
      ['game.update', 'game', 'kho-bau-rong'],
      ['game.provider_update', 'provider', 'V8'],
    ]);
  });

  it('reorders a category only with its exact set of games; a refused reorder changes nothing and is not audited', async () => {
    const slots = (await catalogue(t)).games.filter((g) => g.category === 'slots').map((g) => g.id);
    expect(slots.length).toBeGreaterThan(1);
    const before = (await auditRows(t)).length;
    const partial = await op('gameReorder', { category: 'slots', gameIds: slots.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect((await auditRows(t)).length).toBe(before);
    const reversed = [...slots].reverse();
    const res = await op('gameReorder', { category: 'slots', gameIds: reversed });
    expect(res.statusCode).toBe(200);
    expect((await catalogue(t)).games.filter((g) => g.category === 'slots').map((g) => g.id)).toEqual(reversed);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'game.reorder', target_id: 'slots' });
    await op('gameReorder', { category: 'slots', gameIds: slots });
  });
});
