import type { z } from 'zod';
import * as auth from './auth.ts';
import * as captcha from './captcha.ts';
import * as bankCards from './bank-cards.ts';
import * as deposits from './deposits.ts';
import * as eventsTicket from './events-ticket.ts';
import * as history from './history.ts';
import * as sealed from './sealed-body.ts';
import * as presence from './presence.ts';
import * as protection from './protection.ts';
import { routes, type RouteName } from './routes.ts';
import * as wallet from './wallet.ts';
import * as games from './games.ts';
import * as chat from './chat.ts';
import * as callbacks from './callbacks.ts';
import * as maintenance from './maintenance.ts';
import * as withdrawals from './withdrawals.ts';

/** One entry of a route table with its schemas (this one and operator.ts's `operatorApi`). */
export type RouteDescriptor = {
  method: 'GET' | 'POST';
  path: string;
  body: z.ZodType | null;
  response: z.ZodType;
  /** Whether the bearer access token is required. */
  auth: boolean;
  /** On a route without `auth`: a bearer token, when one is sent, is checked and names the member (live chat: members and visitors). */
  memberOptional?: true;
  /** The largest body this route takes, in bytes, when more than the server's default (chat images). */
  bodyLimit?: number;
  /**
   * An answer that can run to many kilobytes (the catalogue, a page of a history) and holds no secret:
   * sent compressed (br or gzip) to a client that accepts it. Answers with tokens or keys never are: a
   * compressed secret beside text the sender chose leaks through the answer's length (BREACH).
   */
  compressAnswer?: true;
};

/** The route table: every call of spec §7 with its schemas. The server registers from it. */
export const api = {
  login: { ...routes.login, body: auth.LoginBody, response: auth.AuthResponse, auth: false },
  register: { ...routes.register, body: auth.RegisterBody, response: auth.AuthResponse, auth: false },
  loggedInInfo: { ...routes.loggedInInfo, body: null, response: auth.LoggedInInfo, auth: true },
  verifyAccountExists: {
    ...routes.verifyAccountExists,
    body: auth.VerifyAccountBody,
    response: auth.VerifyAccountResponse,
    auth: false,
  },
  backupUrl: { ...routes.backupUrl, body: auth.BackupUrlBody, response: auth.BackupUrlResponse, auth: false },
  captchaVerify: { ...routes.captchaVerify, body: captcha.CaptchaVerifyBody, response: captcha.CaptchaVerifyResponse, auth: false },
  captchaInit: { ...routes.captchaInit, body: null, response: captcha.CaptchaInitResponse, auth: false },
  captchaProofOfWork: {
    ...routes.captchaProofOfWork,
    body: captcha.CaptchaProofOfWorkBody,
    response: captcha.CaptchaProofOfWorkResponse,
    auth: false,
  },
  checkOnline: { ...routes.checkOnline, body: presence.CheckOnlineBody, response: presence.CheckOnlineResponse, auth: true },
  refreshToken: { ...routes.refreshToken, body: auth.RefreshTokenBody, response: auth.TokenPair, auth: false },
  logout: { ...routes.logout, body: auth.LogoutBody, response: auth.OkResponse, auth: false },
  walletBalances: { ...routes.walletBalances, body: null, response: wallet.WalletBalances, auth: true },
  walletTransfer: { ...routes.walletTransfer, body: wallet.TransferBody, response: wallet.TransferResponse, auth: true },
  walletRecallAll: { ...routes.walletRecallAll, body: wallet.RecallAllBody, response: wallet.RecallAllResponse, auth: true },
  depositOptions: { ...routes.depositOptions, body: null, response: deposits.DepositOptions, auth: true },
  depositCreate: { ...routes.depositCreate, body: deposits.DepositCreateBody, response: deposits.DepositView, auth: true },
  depositDetail: { ...routes.depositDetail, body: deposits.DepositDetailBody, response: deposits.DepositView, auth: true },
  envelopeKey: { ...routes.envelopeKey, body: null, response: sealed.EnvelopeKey, auth: true },
  bankCards: { ...routes.bankCards, body: null, response: bankCards.BankCardList, auth: true },
  /** Sealed content: bankCards.BankCardFields. */
  bankCardBind: { ...routes.bankCardBind, body: sealed.SealedBody, response: bankCards.BankCardView, auth: true },
  withdrawalOptions: { ...routes.withdrawalOptions, body: null, response: withdrawals.WithdrawalOptions, auth: true },
  /** Sealed content: withdrawals.WithdrawalFields. */
  withdrawalCreate: { ...routes.withdrawalCreate, body: sealed.SealedBody, response: withdrawals.WithdrawalCreated, auth: true },
  transactionHistory: { ...routes.transactionHistory, body: history.HistoryBody, response: history.HistoryPage, auth: true, compressAnswer: true },
  eventsTicket: { ...routes.eventsTicket, body: null, response: eventsTicket.EventsTicket, auth: true },
  protectionSettings: { ...routes.protectionSettings, body: null, response: protection.ProtectionSettings, auth: true },
  setDepositLimit: { ...routes.setDepositLimit, body: protection.SetDepositLimitBody, response: protection.ProtectionSettings, auth: true },
  setRealityCheck: { ...routes.setRealityCheck, body: protection.SetRealityCheckBody, response: protection.ProtectionSettings, auth: true },
  realitySummary: { ...routes.realitySummary, body: null, response: protection.RealitySummary, auth: true },
  /** Ends every session of the member; the answer is the exclusion in force. */
  exclude: { ...routes.exclude, body: protection.ExcludeBody, response: protection.ProtectionSettings, auth: true },
  setLossLimit: { ...routes.setLossLimit, body: protection.SetLossLimitBody, response: protection.ProtectionSettings, auth: true },
  setSessionLimit: { ...routes.setSessionLimit, body: protection.SetSessionLimitBody, response: protection.ProtectionSettings, auth: true },
  gameCatalogue: { ...routes.gameCatalogue, body: null, response: games.GameCatalogue, auth: false, compressAnswer: true },
  myGames: { ...routes.myGames, body: null, response: games.MyGames, auth: true, compressAnswer: true },
  gameFavourite: { ...routes.gameFavourite, body: games.GameFavouriteBody, response: games.MyGames, auth: true },
  gameLaunch: { ...routes.gameLaunch, body: games.GameLaunchBody, response: games.GameLaunchResponse, auth: true },
  betHistory: { ...routes.betHistory, body: games.BetHistoryBody, response: games.BetHistoryPage, auth: true, compressAnswer: true },
  betRound: { ...routes.betRound, body: games.BetRoundBody, response: games.BetRoundDetail, auth: true, compressAnswer: true },
  maintenanceStatus: { ...routes.maintenanceStatus, body: null, response: maintenance.MaintenanceStatus, auth: false },
  chatOpen: { ...routes.chatOpen, body: chat.ChatOpenBody, response: chat.ChatOpenResponse, auth: false, memberOptional: true },
  chatSend: { ...routes.chatSend, body: chat.ChatSendBody, response: chat.ChatSendResponse, auth: false, memberOptional: true, bodyLimit: chat.CHAT_BODY_LIMIT },
  chatMessages: { ...routes.chatMessages, body: chat.ChatMessagesBody, response: chat.ChatMessagesResponse, auth: false, memberOptional: true, compressAnswer: true },
  chatMark: { ...routes.chatMark, body: chat.ChatMarkBody, response: chat.ChatOk, auth: false, memberOptional: true },
  chatTyping: { ...routes.chatTyping, body: chat.ChatTypingBody, response: chat.ChatOk, auth: false, memberOptional: true },
  chatTicket: { ...routes.chatTicket, body: chat.ChatTicketBody, response: eventsTicket.EventsTicket, auth: false, memberOptional: true },
  /** A member (tied to their id) or a visitor (rate-limited per address) asks to be called back. */
  callbackRequest: { ...routes.callbackRequest, body: callbacks.CallbackRequestBody, response: callbacks.CallbackRequestViewSchema, auth: false, memberOptional: true },
  callbackMine: { ...routes.callbackMine, body: null, response: callbacks.CallbackMineSchema, auth: true },
} as const satisfies Record<RouteName, RouteDescriptor>;

export type Api = typeof api;
export type RequestBody<N extends RouteName> = Api[N]['body'] extends z.ZodType ? z.input<Api[N]['body']> : undefined;
export type ResponseBody<N extends RouteName> = z.output<Api[N]['response']>;
