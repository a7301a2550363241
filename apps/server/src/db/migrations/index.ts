import type { Migration } from 'kysely';
import * as membersAndSessions from './2026-11-25T00-00-00-members-and-sessions.ts';
import * as doubleEntryLedger from './2026-11-25T02-00-00-double-entry-ledger.ts';
import * as operators from './2026-11-25T03-00-00-operators.ts';
import * as levelFromLedger from './2026-11-25T04-00-00-level-from-ledger.ts';
import * as payments from './2026-11-26T00-00-00-payments.ts';
import * as playerProtection from './2026-11-26T01-00-00-player-protection.ts';
import * as paymentFirstAnswers from './2026-11-26T02-00-00-payment-first-answers.ts';
import * as gameCatalogue from './2026-11-26T03-00-00-game-catalogue.ts';
import * as sandboxProvider from './2026-11-26T04-00-00-sandbox-provider.ts';
import * as gamePlay from './2026-11-26T05-00-00-game-play.ts';
import * as playProtection from './2026-11-26T06-00-00-play-protection.ts';
import * as maintenance from './2026-11-26T08-00-00-maintenance.ts';
import * as gameAlertResolution from './2026-11-26T09-00-00-game-alert-resolution.ts';
import * as operatorTwoFactor from './2026-11-26T10-00-00-operator-two-factor.ts';
import * as operatorRoles from './2026-11-26T11-00-00-operator-roles.ts';
import * as operatorAccounts from './2026-11-27T12-00-00-operator-accounts.ts';
import * as memberLogins from './2026-11-27T13-00-00-member-logins.ts';
import * as callbackRequests from './2026-11-27T14-00-00-callback-requests.ts';
import * as liveChat from './2026-11-27T15-00-00-live-chat.ts';
import * as settledLater from './2026-11-27T16-00-00-settled-later.ts';
import * as casinoTables from './2026-11-27T17-00-00-casino-tables.ts';
import * as sportsbook from './2026-11-27T18-00-00-sportsbook.ts';
import * as tableGames from './2026-11-28T10-00-00-table-games.ts';
import * as lotterySettlementSpeed from './2026-11-28T11-00-00-lottery-settlement-speed.ts';
import * as lotteryOdds from './2026-11-28T12-00-00-lottery-odds.ts';
import * as tableLimits from './2026-11-28T13-00-00-table-limits.ts';

/** Static registry (no folder scan), so bundling and both databases see the same ordered list. */
export const migrations: Record<string, Migration> = {
  '2026-11-25T00-00-00-members-and-sessions': membersAndSessions,
  '2026-11-25T02-00-00-double-entry-ledger': doubleEntryLedger,
  '2026-11-25T03-00-00-operators': operators,
  '2026-11-25T04-00-00-level-from-ledger': levelFromLedger,
  '2026-11-26T00-00-00-payments': payments,
  '2026-11-26T01-00-00-player-protection': playerProtection,
  '2026-11-26T02-00-00-payment-first-answers': paymentFirstAnswers,
  '2026-11-26T03-00-00-game-catalogue': gameCatalogue,
  '2026-11-26T04-00-00-sandbox-provider': sandboxProvider,
  '2026-11-26T05-00-00-game-play': gamePlay,
  '2026-11-26T06-00-00-play-protection': playProtection,
  '2026-11-26T08-00-00-maintenance': maintenance,
  '2026-11-26T09-00-00-game-alert-resolution': gameAlertResolution,
  '2026-11-26T10-00-00-operator-two-factor': operatorTwoFactor,
  '2026-11-26T11-00-00-operator-roles': operatorRoles,
  '2026-11-27T12-00-00-operator-accounts': operatorAccounts,
  '2026-11-27T13-00-00-member-logins': memberLogins,
  '2026-11-27T14-00-00-callback-requests': callbackRequests,
  '2026-11-27T15-00-00-live-chat': liveChat,
  '2026-11-27T16-00-00-settled-later': settledLater,
  '2026-11-27T17-00-00-casino-tables': casinoTables,
  '2026-11-27T18-00-00-sportsbook': sportsbook,
  '2026-11-28T10-00-00-table-games': tableGames,
  '2026-11-28T11-00-00-lottery-settlement-speed': lotterySettlementSpeed,
  '2026-11-28T12-00-00-lottery-odds': lotteryOdds,
  '2026-11-28T13-00-00-table-limits': tableLimits,
};
