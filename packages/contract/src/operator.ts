import { z } from 'zod';
import type { RouteDescriptor } from './api.ts';
import { body, integer, text } from './fields.ts';
import * as games from './games.ts';
import * as chat from './chat.ts';
import * as callbacks from './callbacks.ts';
import * as sportsbook from './sandbox-sportsbook.ts';
import * as lottery from './sandbox-lottery.ts';
import * as tables from './sandbox-tables.ts';
import * as maintenance from './maintenance.ts';
import * as support from './member-support.ts';
import * as accounts from './operator-accounts.ts';
import { OPERATOR_ROLES } from './operator-permissions.ts';
import { operatorRoutes, type OperatorRouteName } from './operator-routes.ts';

/**
 * The operator console's API (issue 3, "Operator console"): its schemas, and the route table that pairs
 * them with the zod-free method and path of `operator-routes.ts` (where OPERATOR_API_BASE_PATH is).
 */

export { OPERATOR_ROLES, OPERATOR_ROUTE_ROLES, operatorMay, type OperatorRole } from './operator-permissions.ts';

/** Everything an operator does that the audit log records. */
export const AUDIT_ACTIONS = [
  'operator.login',
  'operator.login_failed',
  'operator.logout',
  'operator.two_factor_on',
  /** The operator's own new password ("Bảo mật"), and a try refused for a wrong current password or code. */
  'operator.password_change',
  'operator.password_change_failed',
  /** An admin's changes to other operators' accounts ("Nhân viên"). */
  'operator.role_change',
  'operator.disable',
  'operator.enable',
  'operator.password_reset',
  'operator.two_factor_reset',
  'member.note_add',
  'member.logins_view',
  'member.search',
  'member.view',
  'member.ledger_view',
  'member.bets_view',
  'member.lock',
  'member.unlock',
  'audit.view',
  'payment.approve',
  'payment.mark_paid',
  'payment.mark_failed',
  'payment.reject',
  'game.update',
  'game.provider_update',
  'game.reorder',
  'game.alert_resolve',
  'maintenance.create',
  'maintenance.end',
  'chat.claim',
  'chat.transfer',
  'chat.close',
  'chat.canned_save',
  'chat.canned_delete',
  'callback.claim',
  'callback.done',
  'callback.unreachable',
  /** An operator account made from the command line (`operator:create`): no operator is its actor. */
  'operator.create',
  /** The sportsbook's trading desk (SABA's, reached through the platform): fixtures, markets, prices, results. */
  'sportsbook.fixture_create',
  'sportsbook.fixture_update',
  'sportsbook.fixture_cancel',
  'sportsbook.market_create',
  'sportsbook.price_change',
  'sportsbook.market_suspend',
  'sportsbook.market_reopen',
  'sportsbook.result_enter',
  'sportsbook.result_correct',
  /** The lottery's odds for one bet type (the provider's, reached through the platform), before and after. */
  'lottery.odds_change',
  /** A live table's limits on one cửa (the provider's, reached through the platform), before and after. */
  'table.limits_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A member's account: 'locked' refuses login and refresh, and ends every session when set. */
export const MEMBER_STATUSES = ['active', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Bounds of the search box and of one audit page. */
export const MEMBER_SEARCH_MAX_RESULTS = 20;
export const AUDIT_PAGE_MAX = 100;

const isoTime = z.string();

export const OperatorLoginBody = body({
  username: text('Tên đăng nhập', { min: 1, max: 32 }),
  password: text('Mật khẩu', { min: 1, max: 128 }),
  /** With two-factor sign-in on: the app's six digits, or a recovery code 'XXXX-XXXX'. */
  otp: text('Mã xác thực', { min: 6, max: 9, pattern: /^(\d{6}|[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/, patternMessage: 'Mã xác thực gồm 6 chữ số, hoặc mã khôi phục dạng XXXX-XXXX' }).optional(),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;

export const OperatorProfile = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Two-factor sign-in is on for this account. */
  twoFactor: z.boolean(),
});
export type OperatorProfile = z.infer<typeof OperatorProfile>;

export const OperatorSignedIn = z.object({
  access_token: z.string(),
  /** When the token stops working (8 h after login); the console signs out then. */
  expiresAt: isoTime,
  operator: OperatorProfile,
});
/** The password was right and the account asks for its second factor: send the login again with `otp`. */
export const OperatorTwoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });
export type OperatorSignedIn = z.infer<typeof OperatorSignedIn>;
export const OperatorLoginResponse = z.union([OperatorSignedIn, OperatorTwoFactorRequired]);
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

export const TwoFactorEnrolment = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** What the QR code carries (otpauth://totp/…). */
  otpauthUri: z.string(),
});
export const TwoFactorConfirmBody = body({ code: text('Mã xác thực', { min: 6, max: 6, pattern: /^\d{6}$/, patternMessage: 'Mã xác thực gồm 6 chữ số' }) });
/** Shown once: each works once, in place of the app's code. */
export const TwoFactorEnabled = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * The signed-in operator's own new password ("Bảo mật" → "Đổi mật khẩu"): the current one (bounded as
 * at login), the new one under the rules of every operator password, and with two-factor sign-in on a
 * code from the app or a recovery code, as at login. The answer is a new sign-in for this tab
 * (OperatorSignedIn): every other one of the operator ends.
 */
export const OperatorPasswordChangeBody = body({
  currentPassword: text('Mật khẩu hiện tại', { min: 1, max: 128 }),
  newPassword: accounts.operatorPassword('Mật khẩu mới'),
  otp: OperatorLoginBody.shape.otp,
});
export type OperatorPasswordChangeBody = z.infer<typeof OperatorPasswordChangeBody>;

/** What the console opens on (issue 10): today is the calendar day in Asia/Ho_Chi_Minh. */
export const OperatorDashboard = z.object({
  at: isoTime,
  membersOnline: z.number().int(),
  registrationsToday: z.number().int(),
  /** Deposits and withdrawals asked for today, by type and channel (null: a withdrawal, or no channel). */
  paymentsToday: z.array(
    z.object({
      type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
      channel: z.string().nullable(),
      requested: z.number().int(),
      requestedAmount: z.number().int(),
      succeeded: z.number().int(),
      succeededAmount: z.number().int(),
    }),
  ),
  /** What waits for a reviewer now, by type, and since when the oldest waits. */
  pendingReviews: z.array(z.object({ type: z.enum(['DEPOSIT', 'WITHDRAWAL']), count: z.number().int(), oldestSince: isoTime.nullable() })),
  /** Gross gaming revenue today per provider, from the bet records: stakes − wins. */
  revenueToday: z.array(z.object({ provider: z.string(), rounds: z.number().int(), turnover: z.number().int(), payout: z.number().int(), ggr: z.number().int() })),
  /** Live chats waiting for an agent, and agents on duty now. */
  chatsWaiting: z.number().int(),
  agentsOnDuty: z.number().int(),
});
export type OperatorDashboard = z.infer<typeof OperatorDashboard>;

export const OperatorLogoutResponse = z.object({ ok: z.literal(true) });
export type OperatorLogoutResponse = z.infer<typeof OperatorLogoutResponse>;

export const MemberSearchBody = body({
  /** A username prefix, part of a nickname, or digits of the phone number (with or without its leading 0). */
  query: text('Từ khóa tìm kiếm', { min: 2, max: 32 }).refine((q) => q.trim().length >= 2, {
    error: 'Từ khóa tìm kiếm phải có ít nhất 2 ký tự',
  }),
});
export type MemberSearchBody = z.infer<typeof MemberSearchBody>;

const brandRef = z.object({ id: z.string(), name: z.string() });

export const MemberSummary = z.object({
  memberId: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** '0912 345 678'. */
  phone: z.string(),
  brand: brandRef,
  status: z.enum(MEMBER_STATUSES),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberSearchResponse = z.object({ members: z.array(MemberSummary).max(MEMBER_SEARCH_MAX_RESULTS) });
export type MemberSearchResponse = z.infer<typeof MemberSearchResponse>;

export const MemberDetailBody = body({
  memberId: text('Mã thành viên', {
    min: 1,
    max: 64,
    pattern: /^[0-9a-f-]{36}$/i,
    patternMessage: 'Mã thành viên không hợp lệ',
  }),
});
export type MemberDetailBody = z.infer<typeof MemberDetailBody>;

export const MemberWalletBalance = z.object({
  /** A wallet key of @app/domain; the console shows its display name. */
  walletKey: z.string(),
  balance: z.number().int(),
});

export const MemberDetailResponse = z.object({
  member: MemberSummary.extend({
    previousLoginAt: isoTime.nullable(),
    level: z.number().int().min(1).max(5),
    lifetimeDeposits: z.number().int(),
  }),
  /** Every wallet of the member, main account first, integer VND. */
  wallets: z.array(MemberWalletBalance),
  balance: z.number().int(),
  totalBalance: z.number().int(),
});
export type MemberDetailResponse = z.infer<typeof MemberDetailResponse>;

export const AuditPageBody = body({
  limit: integer('Số dòng', { min: 1, max: AUDIT_PAGE_MAX }),
  /** Keyset pagination: entries with a smaller id than this one (the previous page's `nextBefore`). */
  before: integer('Mốc phân trang', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});
export type AuditPageBody = z.infer<typeof AuditPageBody>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: isoTime,
  /** Null for a failed login under a name no operator has. */
  operator: z.object({ id: z.string(), username: z.string(), displayName: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ kind: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPageResponse = z.object({
  entries: z.array(AuditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPageResponse = z.infer<typeof AuditPageResponse>;

// ------------------------------------------------------------------------------ review queue and ledger

export const REVIEW_PAGE_MAX = 100;
const paymentId = integer('Mã giao dịch', { min: 1, max: Number.MAX_SAFE_INTEGER });
const reason = text('Lý do', { min: 3, max: 200 }).refine((r) => r.trim().length >= 3, { error: 'Lý do phải có ít nhất 3 ký tự' });

export const ReviewQueueBody = body({
  type: z.enum(['DEPOSIT', 'WITHDRAWAL'], { error: 'Loại giao dịch không hợp lệ' }).optional(),
  /** 2 or 3; both when left out (everything still open). */
  status: z.union([z.literal(2), z.literal(3)], { error: 'Trạng thái không hợp lệ' }).optional(),
  limit: integer('Số dòng', { min: 1, max: REVIEW_PAGE_MAX }),
  before: integer('Mốc phân trang', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});
export type ReviewQueueBody = z.infer<typeof ReviewQueueBody>;

export const ReviewItem = z.object({
  id: z.number().int(),
  type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  member: z.object({ memberId: z.string(), username: z.string(), nickname: z.string() }),
  amount: z.number().int(),
  status: z.number().int().min(1).max(5),
  /** Deposits: the channel code and name, and the memo the member was told to write. */
  channel: z.string().nullable(),
  channelName: z.string().nullable(),
  memo: z.string().nullable(),
  /** Withdrawals: where to pay (the operator needs the whole account number to pay out). */
  card: z.object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() }).nullable(),
  reason: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewQueueResponse = z.object({ items: z.array(ReviewItem), nextBefore: z.number().int().nullable() });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponse>;

export const PaymentActionBody = body({ id: paymentId });
export type PaymentActionBody = z.infer<typeof PaymentActionBody>;
export const PaymentReasonBody = body({ id: paymentId, reason });
export type PaymentReasonBody = z.infer<typeof PaymentReasonBody>;

/**
 * Locks or unlocks a member's account. The reason is required and goes to the audit log only (the
 * member reads "Tài khoản đang bị khóa, vui lòng liên hệ CSKH"); the answer is the member detail.
 */
export const MemberSetStatusBody = body({
  memberId: MemberDetailBody.shape.memberId,
  status: z.enum(MEMBER_STATUSES, { error: 'Trạng thái tài khoản không hợp lệ' }),
  reason,
});
export type MemberSetStatusBody = z.infer<typeof MemberSetStatusBody>;

export const MemberLedgerBody = body({
  memberId: MemberDetailBody.shape.memberId,
  walletKey: text('Tài khoản', { min: 1, max: 32, pattern: /^[A-Za-z_]+$/, patternMessage: 'Tài khoản không hợp lệ' }),
  limit: integer('Số dòng', { min: 1, max: AUDIT_PAGE_MAX }),
  before: integer('Mốc phân trang', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});
export type MemberLedgerBody = z.infer<typeof MemberLedgerBody>;

export const LedgerLine = z.object({
  /** The entry's id (keyset cursor). */
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: z.string(),
  /** Signed: positive credits the account. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: isoTime,
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const MemberLedgerResponse = z.object({
  walletKey: z.string(),
  balance: z.number().int(),
  entries: z.array(LedgerLine),
  nextBefore: z.number().int().nullable(),
});
export type MemberLedgerResponse = z.infer<typeof MemberLedgerResponse>;

// ------------------------------------------------------------------------------ a member's bets

/** A member's "Lịch sử cược" as the member reads it (same filters, keyset pages and totals), for any member. */
export const MemberBetsBody = games.BetHistoryBody.extend({ memberId: MemberDetailBody.shape.memberId });
export type MemberBetsBody = z.infer<typeof MemberBetsBody>;

/** One round of a member's, with its recall and fairness data. */
export const MemberBetRoundBody = games.BetRoundBody.extend({ memberId: MemberDetailBody.shape.memberId });
export type MemberBetRoundBody = z.infer<typeof MemberBetRoundBody>;

/** The operator route table: paths relative to OPERATOR_API_BASE_PATH. The server registers from it. */
export const operatorApi = {
  login: { ...operatorRoutes.login, body: OperatorLoginBody, response: OperatorLoginResponse, auth: false },
  me: { ...operatorRoutes.me, body: null, response: OperatorProfile, auth: true },
  logout: { ...operatorRoutes.logout, body: null, response: OperatorLogoutResponse, auth: true },
  dashboard: { ...operatorRoutes.dashboard, body: null, response: OperatorDashboard, auth: true },
  twoFactorEnrol: { ...operatorRoutes.twoFactorEnrol, body: null, response: TwoFactorEnrolment, auth: true },
  twoFactorConfirm: { ...operatorRoutes.twoFactorConfirm, body: TwoFactorConfirmBody, response: TwoFactorEnabled, auth: true },
  passwordChange: { ...operatorRoutes.passwordChange, body: OperatorPasswordChangeBody, response: OperatorSignedIn, auth: true },
  memberSearch: { ...operatorRoutes.memberSearch, body: MemberSearchBody, response: MemberSearchResponse, auth: true, compressAnswer: true },
  memberDetail: { ...operatorRoutes.memberDetail, body: MemberDetailBody, response: MemberDetailResponse, auth: true },
  audit: { ...operatorRoutes.audit, body: AuditPageBody, response: AuditPageResponse, auth: true, compressAnswer: true },
  memberLedger: { ...operatorRoutes.memberLedger, body: MemberLedgerBody, response: MemberLedgerResponse, auth: true, compressAnswer: true },
  memberSetStatus: { ...operatorRoutes.memberSetStatus, body: MemberSetStatusBody, response: MemberDetailResponse, auth: true },
  memberNotes: { ...operatorRoutes.memberNotes, body: MemberDetailBody, response: support.MemberNotes, auth: true, compressAnswer: true },
  memberNoteAdd: { ...operatorRoutes.memberNoteAdd, body: support.MemberNoteAddBody, response: support.MemberNotes, auth: true },
  memberLogins: { ...operatorRoutes.memberLogins, body: MemberDetailBody, response: support.MemberLogins, auth: true, compressAnswer: true },
  memberProtection: { ...operatorRoutes.memberProtection, body: MemberDetailBody, response: support.MemberProtectionView, auth: true },
  operatorList: { ...operatorRoutes.operatorList, body: null, response: accounts.OperatorAccountList, auth: true },
  operatorCreate: { ...operatorRoutes.operatorCreate, body: accounts.OperatorCreateBody, response: accounts.OperatorAccountList, auth: true },
  operatorSetRole: { ...operatorRoutes.operatorSetRole, body: accounts.OperatorSetRoleBody, response: accounts.OperatorAccountList, auth: true },
  operatorSetStatus: { ...operatorRoutes.operatorSetStatus, body: accounts.OperatorSetStatusBody, response: accounts.OperatorAccountList, auth: true },
  operatorResetPassword: { ...operatorRoutes.operatorResetPassword, body: accounts.OperatorResetPasswordBody, response: accounts.OperatorAccountList, auth: true },
  operatorResetTwoFactor: { ...operatorRoutes.operatorResetTwoFactor, body: accounts.OperatorRefBody, response: accounts.OperatorAccountList, auth: true },
  reviewQueue: { ...operatorRoutes.reviewQueue, body: ReviewQueueBody, response: ReviewQueueResponse, auth: true, compressAnswer: true },
  paymentApprove: { ...operatorRoutes.paymentApprove, body: PaymentActionBody, response: ReviewItem, auth: true },
  paymentMarkPaid: { ...operatorRoutes.paymentMarkPaid, body: PaymentActionBody, response: ReviewItem, auth: true },
  paymentMarkFailed: { ...operatorRoutes.paymentMarkFailed, body: PaymentReasonBody, response: ReviewItem, auth: true },
  paymentReject: { ...operatorRoutes.paymentReject, body: PaymentReasonBody, response: ReviewItem, auth: true },
  gameCatalogue: { ...operatorRoutes.gameCatalogue, body: null, response: games.OperatorGameCatalogue, auth: true, compressAnswer: true },
  gameUpdate: { ...operatorRoutes.gameUpdate, body: games.OperatorGameUpdateBody, response: games.OperatorGameCatalogue, auth: true, compressAnswer: true },
  gameProviderUpdate: { ...operatorRoutes.gameProviderUpdate, body: games.OperatorProviderUpdateBody, response: games.OperatorGameCatalogue, auth: true, compressAnswer: true },
  gameReorder: { ...operatorRoutes.gameReorder, body: games.OperatorGameReorderBody, response: games.OperatorGameCatalogue, auth: true, compressAnswer: true },
  memberBets: { ...operatorRoutes.memberBets, body: MemberBetsBody, response: games.BetHistoryPage, auth: true, compressAnswer: true },
  memberBetRound: { ...operatorRoutes.memberBetRound, body: MemberBetRoundBody, response: games.BetRoundDetail, auth: true, compressAnswer: true },
  gameDailyReport: { ...operatorRoutes.gameDailyReport, body: games.GameDailyReportBody, response: games.GameDailyReport, auth: true, compressAnswer: true },
  gameAlerts: { ...operatorRoutes.gameAlerts, body: games.GameAlertsBody, response: games.GameAlertsPage, auth: true, compressAnswer: true },
  gameAlertResolve: { ...operatorRoutes.gameAlertResolve, body: games.GameAlertResolveBody, response: games.GameAlert, auth: true },
  maintenanceList: { ...operatorRoutes.maintenanceList, body: null, response: maintenance.OperatorMaintenanceList, auth: true },
  maintenanceCreate: { ...operatorRoutes.maintenanceCreate, body: maintenance.MaintenanceCreateBody, response: maintenance.OperatorMaintenanceList, auth: true },
  maintenanceEnd: { ...operatorRoutes.maintenanceEnd, body: maintenance.MaintenanceEndBody, response: maintenance.OperatorMaintenanceList, auth: true },
  eventsTicket: { ...operatorRoutes.eventsTicket, body: null, response: chat.OperatorEventsTicket, auth: true },
  chatDesk: { ...operatorRoutes.chatDesk, body: null, response: chat.ChatDesk, auth: true },
  chatDuty: { ...operatorRoutes.chatDuty, body: chat.ChatDutyBody, response: chat.ChatDesk, auth: true },
  chatConversation: { ...operatorRoutes.chatConversation, body: chat.ChatConversationBody, response: chat.ChatConversationDetail, auth: true, compressAnswer: true },
  chatClaim: { ...operatorRoutes.chatClaim, body: chat.ChatConversationBody, response: chat.ChatConversationDetail, auth: true },
  chatTransfer: { ...operatorRoutes.chatTransfer, body: chat.ChatTransferBody, response: chat.ChatConversationDetail, auth: true },
  chatReply: { ...operatorRoutes.chatReply, body: chat.ChatReplyBody, response: chat.ChatMessageViewSchema, auth: true, bodyLimit: chat.CHAT_BODY_LIMIT },
  chatAgentMark: { ...operatorRoutes.chatAgentMark, body: chat.ChatAgentMarkBody, response: chat.ChatOk, auth: true },
  chatAgentTyping: { ...operatorRoutes.chatAgentTyping, body: chat.ChatConversationBody, response: chat.ChatOk, auth: true },
  chatClose: { ...operatorRoutes.chatClose, body: chat.ChatCloseBody, response: chat.ChatConversationDetail, auth: true },
  chatCannedSave: { ...operatorRoutes.chatCannedSave, body: chat.ChatCannedSaveBody, response: chat.ChatDesk, auth: true },
  chatCannedDelete: { ...operatorRoutes.chatCannedDelete, body: chat.ChatCannedDeleteBody, response: chat.ChatDesk, auth: true },
  callbackQueue: { ...operatorRoutes.callbackQueue, body: null, response: callbacks.OperatorCallbackQueueSchema, auth: true },
  callbackClaim: { ...operatorRoutes.callbackClaim, body: callbacks.CallbackClaimBody, response: callbacks.OperatorCallbackQueueSchema, auth: true },
  callbackDone: { ...operatorRoutes.callbackDone, body: callbacks.CallbackCloseBody, response: callbacks.OperatorCallbackQueueSchema, auth: true },
  callbackUnreachable: { ...operatorRoutes.callbackUnreachable, body: callbacks.CallbackCloseBody, response: callbacks.OperatorCallbackQueueSchema, auth: true },
  sportsbookFixtures: { ...operatorRoutes.sportsbookFixtures, body: sportsbook.TradingFixturesBody, response: sportsbook.TradingFixturesResponse, auth: true, compressAnswer: true },
  sportsbookFixtureCreate: { ...operatorRoutes.sportsbookFixtureCreate, body: sportsbook.FixtureCreateBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookFixtureUpdate: { ...operatorRoutes.sportsbookFixtureUpdate, body: sportsbook.FixtureUpdateBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookFixtureCancel: { ...operatorRoutes.sportsbookFixtureCancel, body: sportsbook.FixtureCancelBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookMarketCreate: { ...operatorRoutes.sportsbookMarketCreate, body: sportsbook.MarketCreateBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookMarketPrice: { ...operatorRoutes.sportsbookMarketPrice, body: sportsbook.MarketPriceBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookMarketSuspend: { ...operatorRoutes.sportsbookMarketSuspend, body: sportsbook.MarketRefBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookMarketReopen: { ...operatorRoutes.sportsbookMarketReopen, body: sportsbook.MarketRefBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookResultEnter: { ...operatorRoutes.sportsbookResultEnter, body: sportsbook.ResultEnterBody, response: sportsbook.TradingChangeResponse, auth: true },
  sportsbookResultCorrect: { ...operatorRoutes.sportsbookResultCorrect, body: sportsbook.ResultCorrectBody, response: sportsbook.TradingChangeResponse, auth: true },
  lotteryOdds: { ...operatorRoutes.lotteryOdds, body: null, response: lottery.LotteryOddsResponse, auth: true },
  lotteryOddsSet: { ...operatorRoutes.lotteryOddsSet, body: lottery.LotteryOddsSetBody, response: lottery.LotteryOddsChangeResponse, auth: true },
  tableLimits: { ...operatorRoutes.tableLimits, body: null, response: tables.TableLimitsResponse, auth: true },
  tableLimitsSet: { ...operatorRoutes.tableLimitsSet, body: tables.TableLimitSetBody, response: tables.TableLimitsChangeResponse, auth: true },
} as const satisfies Record<OperatorRouteName, RouteDescriptor>;

export type OperatorApi = typeof operatorApi;
export type OperatorRequestBody<N extends OperatorRouteName> = OperatorApi[N]['body'] extends z.ZodType
  ? z.input<OperatorApi[N]['body']>
  : undefined;
export type OperatorResponseBody<N extends OperatorRouteName> = z.output<OperatorApi[N]['response']>;
