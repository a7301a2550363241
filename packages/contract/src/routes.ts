/**
 * Method and path of every call, free of zod so the web client can import it without the schema
 * library. `api.ts` pairs each entry with its schemas; a test checks the two tables agree.
 * Paths are relative to API_BASE_PATH (D3).
 */
export const API_BASE_PATH = '/api/v1';

export const routes = {
  login: { method: 'POST', path: '/auth/login' },
  register: { method: 'POST', path: '/auth/register' },
  loggedInInfo: { method: 'POST', path: '/user/GetLoggedinInfo' },
  verifyAccountExists: { method: 'POST', path: '/auth/verifyAccountIDIsExist' },
  backupUrl: { method: 'POST', path: '/auth/GetBackUpURL' },
  captchaVerify: { method: 'POST', path: '/captcha/verify' },
  captchaInit: { method: 'POST', path: '/captcha/init' },
  captchaProofOfWork: { method: 'POST', path: '/captcha/verify-init-mainmc' },
  checkOnline: { method: 'POST', path: '/user/checkOnline' },
  refreshToken: { method: 'POST', path: '/auth/refresh-token' },
  logout: { method: 'POST', path: '/auth/logout' },
  walletBalances: { method: 'POST', path: '/wallet/balances' },
  walletTransfer: { method: 'POST', path: '/wallet/transfer' },
  walletRecallAll: { method: 'POST', path: '/wallet/recall-all' },
  depositOptions: { method: 'POST', path: '/deposits/options' },
  depositCreate: { method: 'POST', path: '/deposits/create' },
  depositDetail: { method: 'POST', path: '/deposits/detail' },
  envelopeKey: { method: 'POST', path: '/sealed-body/public-key' },
  bankCards: { method: 'POST', path: '/bank-cards/list' },
  bankCardBind: { method: 'POST', path: '/bank-cards/bind' },
  withdrawalOptions: { method: 'POST', path: '/withdrawals/options' },
  withdrawalCreate: { method: 'POST', path: '/withdrawals/create' },
  transactionHistory: { method: 'POST', path: '/history/list' },
  eventsTicket: { method: 'POST', path: '/events/ticket' },
  protectionSettings: { method: 'POST', path: '/protection/settings' },
  setDepositLimit: { method: 'POST', path: '/protection/deposit-limit' },
  setRealityCheck: { method: 'POST', path: '/protection/reality-check' },
  realitySummary: { method: 'POST', path: '/protection/reality-summary' },
  exclude: { method: 'POST', path: '/protection/exclude' },
  setLossLimit: { method: 'POST', path: '/protection/loss-limit' },
  setSessionLimit: { method: 'POST', path: '/protection/session-limit' },
  gameCatalogue: { method: 'POST', path: '/games/catalogue' },
  myGames: { method: 'POST', path: '/games/mine' },
  gameFavourite: { method: 'POST', path: '/games/favourite' },
  gameLaunch: { method: 'POST', path: '/games/launch' },
  betHistory: { method: 'POST', path: '/games/bets' },
  betRound: { method: 'POST', path: '/games/round' },
  maintenanceStatus: { method: 'POST', path: '/maintenance/status' },
  chatOpen: { method: 'POST', path: '/chat/open' },
  chatSend: { method: 'POST', path: '/chat/send' },
  chatMessages: { method: 'POST', path: '/chat/messages' },
  chatMark: { method: 'POST', path: '/chat/mark' },
  chatTyping: { method: 'POST', path: '/chat/typing' },
  chatTicket: { method: 'POST', path: '/chat/ticket' },
  callbackRequest: { method: 'POST', path: '/callbacks/request' },
  callbackMine: { method: 'POST', path: '/callbacks/mine' },
} as const;

/**
 * Server-sent events of the member's payment statuses and balances (GET, read by EventSource, so it
 * cannot carry the signing headers: it is opened with a one-time ticket from `eventsTicket`).
 */
export const EVENTS_STREAM_PATH = '/events/stream';

export type RouteName = keyof typeof routes;
