/**
 * Method and path of every operator call, free of zod so the operator console can import it without
 * the schema library (its bundle stays zod-free). `operator.ts` pairs each entry with its schemas; a
 * test checks the two tables agree. Paths are relative to OPERATOR_API_BASE_PATH.
 *
 * The operator API lives beside the member API, not under it: member request signing (D4) is a
 * member-client feature, and an operator authenticates with a bearer token of its own kind that member
 * routes refuse (and the other way round).
 */
export const OPERATOR_API_BASE_PATH = '/api/operator';

export const operatorRoutes = {
  login: { method: 'POST', path: '/auth/login' },
  me: { method: 'POST', path: '/auth/me' },
  logout: { method: 'POST', path: '/auth/logout' },
  twoFactorEnrol: { method: 'POST', path: '/auth/two-factor/enrol' },
  dashboard: { method: 'POST', path: '/dashboard' },
  twoFactorConfirm: { method: 'POST', path: '/auth/two-factor/confirm' },
  passwordChange: { method: 'POST', path: '/auth/password/change' },
  memberSearch: { method: 'POST', path: '/members/search' },
  memberDetail: { method: 'POST', path: '/members/detail' },
  audit: { method: 'POST', path: '/audit' },
  memberLedger: { method: 'POST', path: '/members/ledger' },
  memberSetStatus: { method: 'POST', path: '/members/set-status' },
  memberNotes: { method: 'POST', path: '/members/notes' },
  memberNoteAdd: { method: 'POST', path: '/members/notes/add' },
  memberLogins: { method: 'POST', path: '/members/logins' },
  memberProtection: { method: 'POST', path: '/members/protection' },
  operatorList: { method: 'POST', path: '/operators/list' },
  operatorCreate: { method: 'POST', path: '/operators/create' },
  operatorSetRole: { method: 'POST', path: '/operators/set-role' },
  operatorSetStatus: { method: 'POST', path: '/operators/set-status' },
  operatorResetPassword: { method: 'POST', path: '/operators/reset-password' },
  operatorResetTwoFactor: { method: 'POST', path: '/operators/reset-two-factor' },
  reviewQueue: { method: 'POST', path: '/payments/queue' },
  paymentApprove: { method: 'POST', path: '/payments/approve' },
  paymentMarkPaid: { method: 'POST', path: '/payments/mark-paid' },
  paymentMarkFailed: { method: 'POST', path: '/payments/mark-failed' },
  paymentReject: { method: 'POST', path: '/payments/reject' },
  gameCatalogue: { method: 'POST', path: '/games/catalogue' },
  gameUpdate: { method: 'POST', path: '/games/update' },
  gameProviderUpdate: { method: 'POST', path: '/games/provider-update' },
  gameReorder: { method: 'POST', path: '/games/reorder' },
  memberBets: { method: 'POST', path: '/members/bets' },
  memberBetRound: { method: 'POST', path: '/members/bet-round' },
  gameDailyReport: { method: 'POST', path: '/games/daily-report' },
  gameAlerts: { method: 'POST', path: '/games/alerts' },
  gameAlertResolve: { method: 'POST', path: '/games/alerts/resolve' },
  maintenanceList: { method: 'POST', path: '/maintenance/list' },
  maintenanceCreate: { method: 'POST', path: '/maintenance/create' },
  maintenanceEnd: { method: 'POST', path: '/maintenance/end' },
  eventsTicket: { method: 'POST', path: '/events/ticket' },
  chatDesk: { method: 'POST', path: '/chat/desk' },
  chatDuty: { method: 'POST', path: '/chat/duty' },
  chatConversation: { method: 'POST', path: '/chat/conversation' },
  chatClaim: { method: 'POST', path: '/chat/claim' },
  chatTransfer: { method: 'POST', path: '/chat/transfer' },
  chatReply: { method: 'POST', path: '/chat/reply' },
  chatAgentMark: { method: 'POST', path: '/chat/mark' },
  chatAgentTyping: { method: 'POST', path: '/chat/typing' },
  chatClose: { method: 'POST', path: '/chat/close' },
  chatCannedSave: { method: 'POST', path: '/chat/canned/save' },
  chatCannedDelete: { method: 'POST', path: '/chat/canned/delete' },
  callbackQueue: { method: 'POST', path: '/callbacks/queue' },
  callbackClaim: { method: 'POST', path: '/callbacks/claim' },
  callbackDone: { method: 'POST', path: '/callbacks/done' },
  callbackUnreachable: { method: 'POST', path: '/callbacks/unreachable' },
  sportsbookFixtures: { method: 'POST', path: '/sportsbook/fixtures' },
  sportsbookFixtureCreate: { method: 'POST', path: '/sportsbook/fixtures/create' },
  sportsbookFixtureUpdate: { method: 'POST', path: '/sportsbook/fixtures/update' },
  sportsbookFixtureCancel: { method: 'POST', path: '/sportsbook/fixtures/cancel' },
  sportsbookMarketCreate: { method: 'POST', path: '/sportsbook/markets/create' },
  sportsbookMarketPrice: { method: 'POST', path: '/sportsbook/markets/price' },
  sportsbookMarketSuspend: { method: 'POST', path: '/sportsbook/markets/suspend' },
  sportsbookMarketReopen: { method: 'POST', path: '/sportsbook/markets/reopen' },
  sportsbookResultEnter: { method: 'POST', path: '/sportsbook/results/enter' },
  sportsbookResultCorrect: { method: 'POST', path: '/sportsbook/results/correct' },
  lotteryOdds: { method: 'POST', path: '/lottery/odds' },
  lotteryOddsSet: { method: 'POST', path: '/lottery/odds/set' },
  tableLimits: { method: 'POST', path: '/tables/limits' },
  tableLimitsSet: { method: 'POST', path: '/tables/limits/set' },
} as const;

export type OperatorRouteName = keyof typeof operatorRoutes;

/** Bounds the console checks before it asks (the contract's schemas hold the server to the same): the widest report range in days, both ends counted, and an alert's resolution note. */
export const GAME_REPORT_MAX_DAYS = 31;
export const GAME_ALERT_NOTE_MIN = 5;
export const GAME_ALERT_NOTE_MAX = 500;

/**
 * Operator accounts (the console's "Nhân viên"; the server holds the command line to the same): a
 * username of 3–32 lower-case letters, digits or . _ -, starting with a letter; a password of 12 to
 * 128 characters (longer than a member's: an operator account moves money).
 */
export const OPERATOR_USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

/** A note on a member (characters), how many notes and login attempts the member's page shows. */
export const MEMBER_NOTE_MAX = 1000;
export const MEMBER_NOTES_SHOWN = 100;
export const MEMBER_LOGINS_SHOWN = 50;
