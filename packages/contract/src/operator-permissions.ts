import type { OperatorRouteName } from './operator-routes.ts';

/**
 * The back office's roles (issue 10), zod-free so the console can read who may do what without the
 * schema library: admin (everything, the audit log, maintenance switches), finance (payments review,
 * the ledger, game revenue and reconciliation alerts), support (member lookup without card numbers,
 * account locks, bet histories), content (the game catalogue, and the sportsbook's trading desk:
 * fixtures, markets, prices, results; the lottery's odds per bet type; the live tables' limits).
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const ALL = OPERATOR_ROLES;
/** Fixtures, markets, prices and results of the sportsbook (issue 11). */
const TRADING: readonly OperatorRole[] = ['admin', 'content'];

/**
 * Who may call each console route (login aside, which is how one becomes someone). The server refuses
 * every other role with 403; the console shows only what the signed-in role may use. A new route must
 * take a line here: the table is typed over every route name.
 */
export const OPERATOR_ROUTE_ROLES: Readonly<Record<Exclude<OperatorRouteName, 'login'>, readonly OperatorRole[]>> = {
  me: ALL,
  logout: ALL,
  twoFactorEnrol: ALL,
  twoFactorConfirm: ALL,
  // The operator's own password only (the signed-in account): every role keeps its own sign-in.
  passwordChange: ALL,
  dashboard: ALL,
  memberSearch: ['admin', 'finance', 'support'],
  memberDetail: ['admin', 'finance', 'support'],
  memberLedger: ['admin', 'finance'],
  memberSetStatus: ['admin', 'support'],
  memberNotes: ['admin', 'finance', 'support'],
  memberNoteAdd: ['admin', 'support'],
  memberLogins: ['admin', 'finance', 'support'],
  memberProtection: ['admin', 'finance', 'support'],
  operatorList: ['admin'],
  operatorCreate: ['admin'],
  operatorSetRole: ['admin'],
  operatorSetStatus: ['admin'],
  operatorResetPassword: ['admin'],
  operatorResetTwoFactor: ['admin'],
  memberBets: ['admin', 'finance', 'support'],
  memberBetRound: ['admin', 'finance', 'support'],
  audit: ['admin'],
  reviewQueue: ['admin', 'finance'],
  paymentApprove: ['admin', 'finance'],
  paymentMarkPaid: ['admin', 'finance'],
  paymentMarkFailed: ['admin', 'finance'],
  paymentReject: ['admin', 'finance'],
  gameCatalogue: ['admin', 'content'],
  gameUpdate: ['admin', 'content'],
  gameProviderUpdate: ['admin', 'content'],
  gameReorder: ['admin', 'content'],
  gameDailyReport: ['admin', 'finance', 'content'],
  gameAlerts: ['admin', 'finance'],
  gameAlertResolve: ['admin', 'finance'],
  maintenanceList: ALL,
  maintenanceCreate: ['admin'],
  maintenanceEnd: ['admin'],
  eventsTicket: ALL,
  chatDesk: ['admin', 'support'],
  chatDuty: ['admin', 'support'],
  chatConversation: ['admin', 'support'],
  chatClaim: ['admin', 'support'],
  chatTransfer: ['admin', 'support'],
  chatReply: ['admin', 'support'],
  chatAgentMark: ['admin', 'support'],
  chatAgentTyping: ['admin', 'support'],
  chatClose: ['admin', 'support'],
  chatCannedSave: ['admin'],
  chatCannedDelete: ['admin'],
  callbackQueue: ['admin', 'support'],
  callbackClaim: ['admin', 'support'],
  callbackDone: ['admin', 'support'],
  callbackUnreachable: ['admin', 'support'],
  // The sportsbook's trading desk: no trader role exists; content runs what the product offers (the catalogue), so it trades too.
  sportsbookFixtures: ALL,
  sportsbookFixtureCreate: TRADING,
  sportsbookFixtureUpdate: TRADING,
  sportsbookFixtureCancel: TRADING,
  sportsbookMarketCreate: TRADING,
  sportsbookMarketPrice: TRADING,
  sportsbookMarketSuspend: TRADING,
  sportsbookMarketReopen: TRADING,
  sportsbookResultEnter: TRADING,
  sportsbookResultCorrect: TRADING,
  // The lottery's odds per bet type: every role reads them; the trading roles set them, as on the sportsbook's desk.
  lotteryOdds: ALL,
  lotteryOddsSet: TRADING,
  // The live tables' limits per cửa: every role reads them; the trading roles set them, as the lottery's odds.
  tableLimits: ALL,
  tableLimitsSet: TRADING,
};

/** Whether `role` may call `route`. */
export function operatorMay(role: OperatorRole, route: OperatorRouteName): boolean {
  return route === 'login' || OPERATOR_ROUTE_ROLES[route].includes(role);
}
