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
  memberSearch: { method: 'POST', path: '/members/search' },
  memberDetail: { method: 'POST', path: '/members/detail' },
  audit: { method: 'POST', path: '/audit' },
  memberLedger: { method: 'POST', path: '/members/ledger' },
  memberSetStatus: { method: 'POST', path: '/members/set-status' },
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
} as const;

export type OperatorRouteName = keyof typeof operatorRoutes;

/** Bounds the console checks before it asks (the contract's schemas hold the server to the same): the widest report range in days, both ends counted, and an alert's resolution note. */
export const GAME_REPORT_MAX_DAYS = 31;
export const GAME_ALERT_NOTE_MIN = 5;
export const GAME_ALERT_NOTE_MAX = 500;
