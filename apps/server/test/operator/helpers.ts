import type { FastifyInstance } from 'fastify';
import { OPERATOR_API_BASE_PATH, operatorApi, type OperatorRouteName } from '@app/contract';
import type { OperatorRole } from '../../src/db/types.ts';
import { ensureOperator } from '../../src/modules/operator/service.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';

export const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
export const OPERATOR_ROUTES = Object.keys(operatorApi) as OperatorRouteName[];
export const GUARDED_ROUTES = OPERATOR_ROUTES.filter((n) => operatorApi[n].auth);

/** A call to the operator API as the console makes it: plain JSON and a bearer token, no member signing. */
export function operatorCall(
  app: FastifyInstance,
  name: OperatorRouteName,
  body?: unknown,
  options: { token?: string; ip?: string; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE_PATH}${operatorApi[name].path}`,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

let counter = 0;
export type TestOperator = { id: string; username: string; password: string; role: OperatorRole };

/** A new operator straight in the database (there is no sign-up for operators). */
export async function createOperator(t: TestApp, role: OperatorRole = 'admin'): Promise<TestOperator> {
  counter += 1;
  const username = `op${role}${counter}`;
  const password = `matkhau-${counter}-quantri`;
  await ensureOperator(t.database, { username, password, role, displayName: `Nhân viên ${counter}` });
  const row = await t.db.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { id: row.id, username, password, role };
}

export async function loginOperator(t: TestApp, operator: TestOperator, ip?: string): Promise<string> {
  const res = await operatorCall(t.app, 'login', { username: operator.username, password: operator.password }, ip ? { ip } : {});
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return res.json().access_token;
}

export type SignedInOperator = { op: TestOperator; token: string };

/** A new operator of `role`, signed in (from `ip` when given): where a console suite starts. */
export async function signInNewOperator(t: TestApp, role: OperatorRole = 'admin', ip?: string): Promise<SignedInOperator> {
  const op = await createOperator(t, role);
  return { op, token: await loginOperator(t, op, ip) };
}

/** A new operator of `role` signed in (from `ip`), and a registered member for the console to look at. */
export async function signInNewOperatorWithMember(
  t: TestApp,
  role: OperatorRole,
  ip: string,
): Promise<SignedInOperator & { member: RegisteredMember }> {
  const signedIn = await signInNewOperator(t, role, ip);
  return { ...signedIn, member: await registerMember(t) };
}

export type RegisteredMember = {
  memberId: string;
  /** The access and refresh tokens of the session registration started. */
  token: string;
  refreshToken: string;
  username: string;
  password: string;
  nickname: string;
  phone: number;
};

export async function registerMember(t: TestApp): Promise<RegisteredMember> {
  const fields = newMemberFields();
  const res = await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const body = res.json();
  return {
    memberId: body.user.userId,
    token: body.access_token,
    refreshToken: body.refresh_token,
    username: fields.UserName,
    password: fields.Password,
    nickname: fields.NickName,
    phone: fields.PhoneNumber,
  };
}

export function auditRows(t: TestApp) {
  return t.db.selectFrom('operator_audit_log').selectAll().orderBy('id').execute();
}

export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('operator_audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const NO_OPERATOR = '00000000-0000-4000-8000-0000000000aa';

/** A valid body for each guarded route, so only the token decides the answer (a new route must add one). */
export const validBodies = (member: RegisteredMember): Record<Exclude<OperatorRouteName, 'login'>, unknown> => ({
  me: undefined,
  logout: undefined,
  twoFactorEnrol: undefined,
  dashboard: undefined,
  twoFactorConfirm: { code: '123456' },
  // A wrong current password (400): a right one would end the token every later call uses.
  passwordChange: { currentPassword: 'khong-phai-mat-khau', newPassword: 'mat-khau-moi-du-dai' },
  memberSearch: { query: member.username },
  memberDetail: { memberId: member.memberId },
  audit: { limit: 10 },
  memberLedger: { memberId: member.memberId, walletKey: 'Member', limit: 10 },
  memberSetStatus: { memberId: member.memberId, status: 'locked', reason: 'Nghi ngờ gian lận' },
  memberNotes: { memberId: member.memberId },
  memberNoteAdd: { memberId: member.memberId, text: 'Khách hỏi về khuyến mãi nạp đầu' },
  memberLogins: { memberId: member.memberId },
  memberProtection: { memberId: member.memberId },
  // An operator id nobody has: the role alone decides between 403 and the route's own answer (404).
  operatorList: undefined,
  operatorCreate: { username: `nv${member.username}`.slice(0, 32).toLowerCase(), displayName: 'Nhân viên mới', role: 'support', password: 'mat-khau-du-dai-123' },
  operatorSetRole: { operatorId: NO_OPERATOR, role: 'finance' },
  operatorSetStatus: { operatorId: NO_OPERATOR, status: 'disabled' },
  operatorResetPassword: { operatorId: NO_OPERATOR, password: 'mat-khau-moi-du-dai-123' },
  operatorResetTwoFactor: { operatorId: NO_OPERATOR },
  reviewQueue: { limit: 10 },
  paymentApprove: { id: 1 },
  paymentMarkPaid: { id: 1 },
  paymentMarkFailed: { id: 1, reason: 'Ngân hàng từ chối' },
  paymentReject: { id: 1, reason: 'Sai thông tin' },
  gameCatalogue: undefined,
  gameUpdate: { gameId: 'kho-bau-rong', status: 'live' },
  gameProviderUpdate: { provider: 'JILI', status: 'live' },
  gameReorder: { category: 'fishing', gameIds: ['ban-ca-dai-duong'] },
  memberBets: { memberId: member.memberId },
  memberBetRound: { memberId: member.memberId, provider: 'JILI', roundId: 'r-1' },
  gameDailyReport: { fromDate: '2026-11-01', toDate: '2026-11-02' },
  gameAlerts: { limit: 10 },
  gameAlertResolve: { id: 1, note: 'Đã kiểm tra với nhà cung cấp' },
  maintenanceList: undefined,
  maintenanceCreate: { area: 'DEPOSITS', message: 'Bảo trì cổng nạp tiền', startsAt: '2030-01-01T00:00:00+07:00', endsAt: '2030-01-01T02:00:00+07:00' },
  maintenanceEnd: { id: 1 },
  eventsTicket: undefined,
  chatDesk: undefined,
  chatDuty: { onDuty: false },
  chatConversation: { conversationId: '00000000-0000-4000-8000-000000000000' },
  chatClaim: { conversationId: '00000000-0000-4000-8000-000000000000' },
  chatTransfer: { conversationId: '00000000-0000-4000-8000-000000000000', toOperatorId: '00000000-0000-4000-8000-000000000001' },
  chatReply: { conversationId: '00000000-0000-4000-8000-000000000000', clientId: '00000000-0000-4000-8000-000000000002', text: 'Chào bạn' },
  chatAgentMark: { conversationId: '00000000-0000-4000-8000-000000000000', read: 1 },
  chatAgentTyping: { conversationId: '00000000-0000-4000-8000-000000000000' },
  chatClose: { conversationId: '00000000-0000-4000-8000-000000000000', tag: 'other' },
  chatCannedSave: { title: 'Chào hỏi', text: 'Xin chào, em có thể giúp gì cho anh/chị?' },
  chatCannedDelete: { id: 999999 },
  // A request nobody has: the role alone decides between 403 and the route's own answer (404).
  callbackQueue: undefined,
  callbackClaim: { id: 999999, note: 'Gọi lúc 10 giờ' },
  callbackDone: { id: 999999, note: 'Đã hướng dẫn nạp tiền' },
  callbackUnreachable: { id: 999999, note: 'Gọi hai lần không nghe máy' },
  // Fixtures and markets nobody has (but a fixture created): the role alone decides between 403 and the provider's own answer.
  sportsbookFixtures: { sport: 'football' },
  sportsbookFixtureCreate: { sport: 'football', league: 'V.League 1', home: 'Hà Nội FC', away: 'Hải Phòng', kickoff: '2030-01-01T12:00:00Z' },
  sportsbookFixtureUpdate: { fixtureId: 'FX-none', kickoff: '2030-01-01T13:00:00Z' },
  sportsbookFixtureCancel: { fixtureId: 'FX-none', reason: 'Trận đấu bị hoãn' },
  sportsbookMarketCreate: { fixtureId: 'FX-none', kind: 'handicap', period: 'full-time', line: -0.5, format: 'malay', prices: { home: '0.90', away: '0.98' }, minStake: 10_000, maxStake: 1_000_000 },
  sportsbookMarketPrice: { marketId: 'MK-none', format: 'malay', prices: { home: '0.88', away: '-0.98' } },
  sportsbookMarketSuspend: { marketId: 'MK-none' },
  sportsbookMarketReopen: { marketId: 'MK-none' },
  sportsbookResultEnter: { fixtureId: 'FX-none', result: { fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } } },
  sportsbookResultCorrect: { fixtureId: 'FX-none', result: { fullTime: { home: 2, away: 2 }, firstHalf: { home: 1, away: 0 } }, reason: 'Trọng tài sửa biên bản' },
  lotteryOdds: undefined,
  // The street rate again: a change every role that may set odds can make, whatever ran before.
  lotteryOddsSet: { betType: 'de', pointPrice: 1_000, payoutPerPoint: 80_000 },
  tableLimits: undefined,
  // Baccarat's Tie at its definition's limits: a change every role that may set limits can make, whatever ran before.
  tableLimitsSet: { tableId: 'ban-1', kind: 'tie', min: 10_000, max: 5_000_000 },
});
