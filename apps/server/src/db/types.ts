import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CallbackStatus, CallbackWindow, DepositLimitPeriod, ExclusionKind, LimitPeriod, MemberLoginOutcome } from '@app/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as string (pg) or number (PGlite); repositories convert with Number(). */
type BigIntColumn = ColumnType<string | number, number | bigint, number | bigint>;
/** A bet settled later: 'open' until its result, then 'settled' (win may be 0) or 'void' (stake given back). */
export type BetStatus = 'open' | 'settled' | 'void';

export interface MembersTable {
  id: string;
  username: string;
  nickname: string;
  /** Lower-cased nickname, unique, so 'Minh' and 'minh' cannot both exist. */
  nickname_key: string;
  phone: BigIntColumn;
  password_hash: string;
  agent_name: string;
  brand_id: string;
  status: ColumnType<'active' | 'locked', 'active' | 'locked' | undefined, 'active' | 'locked'>;
  created_at: Timestamp;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  previous_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  member_id: string;
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** Who holds a ledger account: a member (one per wallet key) or the operator (cash in/out, held, providers). */
export type LedgerOwnerKind = 'member' | 'operator';
export type LedgerTransactionKind =
  | 'DEPOSIT'
  | 'TRANSFER'
  | 'RECALL_ALL'
  | 'WITHDRAWAL_HOLD'
  | 'WITHDRAWAL_RELEASE'
  | 'WITHDRAWAL_PAYOUT'
  | 'GAME_TRANSFER_IN'
  | 'GAME_TRANSFER_IN_RETURN'
  | 'GAME_TRANSFER_OUT'
  | 'GAME_ACCOUNT_RETURN';

export interface LedgerAccountsTable {
  id: Generated<number>;
  owner_kind: LedgerOwnerKind;
  /** Set exactly when owner_kind is 'member'. */
  member_id: string | null;
  /** A wallet key of @app/domain for member accounts; CASH_IN, CASH_OUT, HELD or PROVIDER_<key> for the operator. */
  wallet_key: string;
  /** Integer VND, the sum of the account's entries; never negative except for CASH_IN and PROVIDER_* (database check). */
  balance: ColumnType<string | number, number | undefined, never>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: LedgerTransactionKind;
  member_id: string;
  idempotency_key: string;
  request_hash: string;
  /** The first answer, returned to every retry with the same key and payload. */
  response: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  /** Signed integer VND added to the account's balance: positive credits it, negative debits it. */
  amount: BigIntColumn;
  balance_after: BigIntColumn;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The roles of the contract (packages/contract/src/operator-permissions.ts). */
export type { OperatorRole } from '@app/contract';
import type { OperatorRole } from '@app/contract';
export type OperatorStatus = 'active' | 'disabled';

/** Back-office accounts: a separate table and token kind, so no member can ever hold an operator role. */
export interface OperatorsTable {
  id: string;
  /** Lower case, compared as typed after lower-casing. */
  username: string;
  display_name: string;
  password_hash: string;
  role: OperatorRole;
  status: ColumnType<OperatorStatus, OperatorStatus | undefined, OperatorStatus>;
  created_at: Timestamp;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Two-factor sign-in (RFC 6238): the secret sealed under a server secret; null until enrolled. */
  totp_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being enrolled, until a first code confirms it. */
  totp_pending_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last 30 s step whose code signed in: a code works once. */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** Moved on to end every sign-in at once (a new password, a two-factor reset, a disable); tokens carry it. */
  session_epoch: ColumnType<number, number | undefined, number>;
}

/** An operator's single-use recovery codes (SHA-256 hashes), for a lost phone. */
export interface OperatorRecoveryCodesTable {
  operator_id: string;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Append-only (the database refuses update and delete): inserted, never changed. */
export interface OperatorAuditLogTable {
  id: Generated<number>;
  operator_id: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  details: ColumnType<unknown, string, never>;
  ip: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: string;
  bank_code: number;
  /** Kept whole for the operator's pay-out; members only ever see it masked. */
  account_number: string;
  holder_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type PaymentRequestType = 'DEPOSIT' | 'WITHDRAWAL';
export type PaymentActorKind = 'member' | 'operator' | 'gateway' | 'system';

/** A deposit or withdrawal. The database refuses status changes outside the life cycle and edits of what was asked. */
export interface PaymentRequestsTable {
  id: Generated<number>;
  member_id: string;
  type: PaymentRequestType;
  amount: BigIntColumn;
  status: ColumnType<number, number | undefined, number>;
  channel: string | null;
  memo: string | null;
  /** The adapter's payment instructions (contract PaymentInstructions), for deposits. */
  instructions: ColumnType<unknown, string | null | undefined, string | null>;
  provider: string | null;
  provider_reference: string | null;
  bank_card_id: number | null;
  reason: string | null;
  idempotency_key: string;
  request_hash: string;
  /** What the member was answered the first time (JSON), for a retry with the same idempotency key. */
  first_answer: ColumnType<unknown, never, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** Append-only: every status a request has had, who set it, and why. */
export interface PaymentRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  from_status: number | null;
  to_status: number;
  actor_kind: PaymentActorKind;
  actor_id: string | null;
  reason: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One row per member and period: the limit in force and at most one raise or removal waiting (D11). */
export interface DepositLimitsTable {
  member_id: string;
  period: DepositLimitPeriod;
  /** Integer VND in force; null: none. */
  amount: ColumnType<string | number | null, number | null, number | null>;
  /** The waiting raise, or null for a waiting removal (meaningful only with pending_effective_at). */
  pending_amount: ColumnType<string | number | null, number | null, number | null>;
  pending_effective_at: ColumnType<Date | null, Date | null, Date | null>;
  updated_at: Timestamp;
}

export interface MemberProtectionSettingsTable {
  member_id: string;
  /** 0: off. */
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  /** Minutes of a session (from login) before play is refused; null: none. */
  session_limit_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** A longer limit, or with null a removal, waiting for session_limit_pending_at. */
  session_limit_pending_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  session_limit_pending_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Append-only: every time-out and self-exclusion a member asked for. */
export interface MemberExclusionsTable {
  id: Generated<number>;
  member_id: string;
  kind: ExclusionKind;
  days: number;
  starts_at: ColumnType<Date, Date, never>;
  ends_at: ColumnType<Date, Date, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

type GameStatusColumn = ColumnType<'live' | 'maintenance' | 'hidden', 'live' | 'maintenance' | 'hidden' | undefined, 'live' | 'maintenance' | 'hidden'>;

export interface GameCategoriesTable {
  id: string;
  slug: string;
  name: string;
  sort_order: number;
}

export interface GameProvidersTable {
  code: string;
  name: string;
  wallet_key: string;
  status: GameStatusColumn;
  message: string | null;
  sort_order: number;
  updated_at: Timestamp;
}

export interface GamesTable {
  id: string;
  provider_code: string;
  category_id: string;
  name: string;
  art: string;
  /** JSON array of tags. */
  tags: string;
  engine: string | null;
  status: GameStatusColumn;
  message: string | null;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameFavouritesTable {
  member_id: string;
  game_id: string;
  created_at: Timestamp;
}

export interface GameRecentPlaysTable {
  member_id: string;
  game_id: string;
  played_at: Timestamp;
}

export interface GameTransfersTable {
  order_id: string;
  member_id: string;
  provider_code: string;
  direction: 'in' | 'out';
  amount: BigIntColumn;
  status: 'pending' | 'applied' | 'refused';
  reason: string | null;
  ledger_transaction_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  idempotency_key: string;
  request_hash: string;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface GameMoveAnswersTable {
  member_id: string;
  idempotency_key: string;
  request_hash: string;
  response: string;
  created_at: Timestamp;
}

export interface GameWalletsTable {
  member_id: string;
  provider_code: string;
  transfers_in: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  transfers_out: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  stakes: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  wins: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  updated_at: Timestamp;
}

export interface GameRoundsTable {
  provider_code: string;
  round_id: string;
  id: Generated<string | number>;
  provider_seq: BigIntColumn;
  member_id: string;
  game_id: string;
  category_id: string;
  stake: BigIntColumn;
  win: BigIntColumn;
  balance_before: BigIntColumn;
  balance_after: BigIntColumn;
  played_at: Timestamp;
  detail: string;
  fairness: string;
  received_at: Timestamp;
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  revision: ColumnType<number, number | undefined, number>;
  prior_win: ColumnType<string | number | null, number | null | undefined, number | null>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface GameTurnoverTable {
  member_id: string;
  category_id: string;
  day: ColumnType<Date | string, string, string>;
  stakes: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  wins: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  rounds: ColumnType<number, number | undefined, number>;
}

export interface GameLaunchTokensTable {
  token_hash: string;
  member_id: string;
  game_id: string;
  nickname: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface GameAlertsTable {
  id: Generated<string | number>;
  member_id: string;
  provider_code: string;
  expected_balance: BigIntColumn;
  provider_balance: BigIntColumn;
  created_at: Timestamp;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The operator who looked into it, and what they found (set together with resolved_at). */
  resolved_by: string | null;
  resolution_note: string | null;
}

export interface GamePullCursorsTable {
  provider_code: string;
  last_seq: ColumnType<string | number, number | undefined, number>;
}

/** A maintenance window (modules/maintenance): an area closed from starts_at to ends_at. */
export interface MaintenanceWindowsTable {
  id: Generated<string | number>;
  area: 'SITE' | 'DEPOSITS' | 'WITHDRAWALS' | 'GAME_PROVIDER';
  provider_code: string | null;
  message: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_by: string;
  created_at: Timestamp;
  ended_by: string | null;
}

/** The sandbox provider's own wallet of a player (the platform's member id), in VND; never below 0. */
export interface SandboxWalletsTable {
  player_id: string;
  nickname: string | null;
  balance: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** A transfer order the sandbox provider received: its idempotency record and first answer. */
export interface SandboxOrdersTable {
  order_id: string;
  player_id: string;
  direction: 'in' | 'out';
  amount: BigIntColumn;
  status: 'applied' | 'refused';
  reason: string | null;
  balance_after: ColumnType<string | number | null, number | bigint | null, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A player's provably fair seed pair; the active one has no revealed_at. */
export interface SandboxSeedsTable {
  id: Generated<number>;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  revealed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A round the sandbox provider played: the bet record, `seq` being the platform's pull cursor. */
export interface SandboxRoundsTable {
  seq: ColumnType<string | number, never, never>;
  round_id: string;
  player_id: string;
  game_id: string;
  engine: string;
  stake: BigIntColumn;
  win: BigIntColumn;
  balance_before: BigIntColumn;
  balance_after: BigIntColumn;
  /** The engine's result (JSON): what the game page draws and a recall replays. */
  detail: ColumnType<unknown, string, never>;
  seed_id: number | null;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  played_at: ColumnType<Date, Date | string, never>;
  pushed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  revision: ColumnType<number, number | undefined, number>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A lottery draw of the sandbox provider: its seed committed when created, its prizes once drawn. */
export interface SandboxLotteryDrawsTable {
  draw_id: string;
  game_key: string;
  draw_at: ColumnType<Date, Date | string, never>;
  server_seed: string;
  server_seed_hash: string;
  prizes: ColumnType<unknown, string | null | undefined, string | null>;
  drawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A lottery ticket: the round it is (sandbox_rounds) and what was bet on which draw. */
export interface SandboxLotteryTicketsTable {
  round_id: string;
  draw_id: string;
  player_id: string;
  game_id: string;
  client_id: string;
  bet_type: string;
  numbers: ColumnType<unknown, string, never>;
  points: number;
  cost: BigIntColumn;
  settled: ColumnType<boolean, boolean | undefined, boolean>;
  placed_at: ColumnType<Date, Date | string, never>;
  /** The odds the ticket was sold at (VND): its settlement pays by these, whatever the odds are now. */
  point_price: ColumnType<string | number, number, never>;
  payout_per_point: ColumnType<string | number, number, never>;
}

/** The lottery's odds for a bet type, as an operator set them (none: the street rates, DEFAULT_LOTTERY_ODDS). */
export interface SandboxLotteryOddsTable {
  bet_type: string;
  point_price: ColumnType<string | number, number, number>;
  payout_per_point: ColumnType<string | number, number, number>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** A live table's limits on one cửa as operators set them (no row: the table's definition's). */
export interface SandboxTableLimitsTable {
  table_id: string;
  kind: string;
  min_stake: ColumnType<string | number, number, number>;
  max_stake: ColumnType<string | number, number, number>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** A launch the platform announced: its token (hashed) until the game page exchanges it. */
export interface SandboxLaunchesTable {
  token_hash: string;
  player_id: string;
  game_id: string;
  engine: string;
  expires_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A game page's session with the sandbox provider (token hashed), 2 hours. */
export interface SandboxGameSessionsTable {
  token_hash: string;
  player_id: string;
  game_id: string;
  engine: string;
  expires_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Support's notes on a member (operator module): added, never changed. */
export interface MemberNotesTable {
  id: Generated<number>;
  member_id: string;
  operator_id: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One row per login attempt for a known member (auth module); never a password. */
export interface MemberLoginsTable {
  id: Generated<number>;
  member_id: string;
  ip: string;
  user_agent: string | null;
  outcome: MemberLoginOutcome;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface DatabaseSchema {
  server_secrets: ServerSecretsTable;
  members: MembersTable;
  refresh_tokens: RefreshTokensTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  operators: OperatorsTable;
  operator_audit_log: OperatorAuditLogTable;
  bank_cards: BankCardsTable;
  payment_requests: PaymentRequestsTable;
  payment_request_events: PaymentRequestEventsTable;
  deposit_limits: DepositLimitsTable;
  member_protection_settings: MemberProtectionSettingsTable;
  member_exclusions: MemberExclusionsTable;
  game_categories: GameCategoriesTable;
  game_providers: GameProvidersTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recent_plays: GameRecentPlaysTable;
  game_transfers: GameTransfersTable;
  game_wallets: GameWalletsTable;
  game_move_answers: GameMoveAnswersTable;
  game_rounds: GameRoundsTable;
  game_turnover: GameTurnoverTable;
  game_launch_tokens: GameLaunchTokensTable;
  game_alerts: GameAlertsTable;
  game_pull_cursors: GamePullCursorsTable;
  sandbox_wallets: SandboxWalletsTable;
  sandbox_orders: SandboxOrdersTable;
  sandbox_seeds: SandboxSeedsTable;
  sandbox_rounds: SandboxRoundsTable;
  sandbox_lottery_draws: SandboxLotteryDrawsTable;
  sandbox_lottery_tickets: SandboxLotteryTicketsTable;
  sandbox_lottery_odds: SandboxLotteryOddsTable;
  sandbox_table_limits: SandboxTableLimitsTable;
  sandbox_launches: SandboxLaunchesTable;
  sandbox_game_sessions: SandboxGameSessionsTable;
  loss_limits: LossLimitsTable;
  maintenance_windows: MaintenanceWindowsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  member_notes: MemberNotesTable;
  member_logins: MemberLoginsTable;
  chat_guests: ChatGuestsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_canned_replies: ChatCannedRepliesTable;
  callback_requests: CallbackRequestsTable;
  sandbox_table_series: SandboxTableSeriesTable;
  sandbox_table_rounds: SandboxTableRoundsTable;
  sandbox_table_bets: SandboxTableBetsTable;
  sandbox_sportsbook_fixtures: SandboxSportsbookFixturesTable;
  sandbox_sportsbook_markets: SandboxSportsbookMarketsTable;
  sandbox_sportsbook_bets: SandboxSportsbookBetsTable;
  sandbox_sportsbook_bet_legs: SandboxSportsbookBetLegsTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;

/** One row per member and period, like deposit_limits: the loss limit in force and at most one raise or removal waiting (D11). */
export interface LossLimitsTable {
  member_id: string;
  period: LimitPeriod;
  /** Integer VND of loss (stakes − wins) in force; null: none. */
  amount: ColumnType<string | number | null, number | null, number | null>;
  /** The waiting raise, or null for a waiting removal (meaningful only with pending_effective_at). */
  pending_amount: ColumnType<string | number | null, number | null, number | null>;
  pending_effective_at: ColumnType<Date | null, Date | null, Date | null>;
  updated_at: Timestamp;
}

/** Live chat (issue 10): a visitor's identity, by the digest of its guest token. */
export interface ChatGuestsTable {
  id: string;
  token_hash: string;
  created_at: Timestamp;
}

export interface ChatConversationsTable {
  id: string;
  member_id: string | null;
  guest_id: string | null;
  who: string;
  contact: string | null;
  status: 'waiting' | 'active' | 'ticket' | 'closed';
  agent_id: string | null;
  agent_name: string | null;
  close_tag: string | null;
  closed_by: string | null;
  created_at: Timestamp;
  assigned_at: Timestamp | null;
  closed_at: Timestamp | null;
  last_message_at: Timestamp;
  last_seq: Generated<number>;
  member_delivered: Generated<number>;
  member_read: Generated<number>;
  agent_delivered: Generated<number>;
  agent_read: Generated<number>;
}

export interface ChatMessagesTable {
  conversation_id: string;
  seq: number;
  client_id: string;
  sender: 'member' | 'visitor' | 'agent' | 'system';
  agent_id: string | null;
  sender_name: string | null;
  body: string | null;
  attachment_id: string | null;
  created_at: Timestamp;
}

export interface ChatAttachmentsTable {
  id: string;
  conversation_id: string;
  content_type: string;
  size_bytes: number;
  data: Uint8Array;
  created_at: Timestamp;
}

export interface ChatCannedRepliesTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** "Gọi lại cho tôi" (callbacks module): a member's or a visitor's request to be called back. */
export interface CallbackRequestsTable {
  id: Generated<string | number>;
  /** Null: a visitor. */
  member_id: string | null;
  brand_id: string;
  /** '0912345678'. */
  phone: string;
  window: CallbackWindow;
  /** Null for "Ngay bây giờ". */
  preferred_from: Timestamp | null;
  preferred_to: Timestamp | null;
  note: string | null;
  status: CallbackStatus;
  created_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  claim_note: string | null;
  closed_by: string | null;
  closed_at: Timestamp | null;
  close_note: string | null;
}

/**
 * A series of a live table of the sandbox provider: what one committed seed draws (a baccarat shoe of
 * eight decks; 30 xóc đĩa rounds), its seed revealed once finished.
 */
export interface SandboxTableSeriesTable {
  /** The series id (a shoe's, for baccarat): also the client seed of its rounds. */
  shoe_id: string;
  table_id: string;
  /** 'baccarat' | 'xoc-dia': how the seed draws its rounds. */
  game: string;
  server_seed: string;
  server_seed_hash: string;
  started_at: ColumnType<Date, Date | string, never>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A round of a live table: drawn when it opens, shown as its game shows it, settled once. */
export interface SandboxTableRoundsTable {
  table_id: string;
  round_no: number;
  game: string;
  /** Its series. */
  shoe_id: string;
  position_start: number;
  /** What the round took from its series in order (a baccarat hand's cards); empty for a game without cards. */
  cards: ColumnType<unknown, string, never>;
  result: ColumnType<unknown, string, never>;
  bets_close_at: ColumnType<Date, Date | string, never>;
  result_at: ColumnType<Date, Date | string, never>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A player's bets in a live table's round: the round of sandbox_rounds they are, and the page's request id. */
export interface SandboxTableBetsTable {
  round_id: string;
  table_id: string;
  round_no: number;
  player_id: string;
  game_id: string;
  client_id: string;
  bets: ColumnType<unknown, string, never>;
  stake: BigIntColumn;
  placed_at: ColumnType<Date, Date | string, never>;
}

/** A fixture of the sandbox sportsbook: football or e-sports, its result once entered. */
export interface SandboxSportsbookFixturesTable {
  fixture_id: string;
  sport: 'football' | 'esports';
  league: string;
  home: string;
  away: string;
  kickoff_at: ColumnType<Date, Date | string, Date | string>;
  status: ColumnType<'scheduled' | 'live' | 'finished' | 'cancelled', 'scheduled' | 'live' | 'finished' | 'cancelled' | undefined, 'scheduled' | 'live' | 'finished' | 'cancelled'>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  cancel_reason: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** A market of a fixture: its prices as typed in one odds format, their version, its stake limits. */
export interface SandboxSportsbookMarketsTable {
  market_id: string;
  fixture_id: string;
  kind: 'handicap' | 'over-under' | '1x2';
  period: 'full-time' | 'first-half';
  line: ColumnType<string | number | null, number | null, number | null>;
  price_format: string;
  prices: ColumnType<unknown, string, string>;
  price_version: ColumnType<number, number | undefined, number>;
  min_stake: BigIntColumn;
  max_stake: BigIntColumn;
  status: ColumnType<'open' | 'suspended' | 'settled', 'open' | 'suspended' | 'settled' | undefined, 'open' | 'suspended' | 'settled'>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** A sports bet (one slip: a single or an accumulator), one round of sandbox_rounds. */
export interface SandboxSportsbookBetsTable {
  round_id: string;
  player_id: string;
  game_id: string;
  client_id: string;
  kind: 'single' | 'accumulator';
  stake: BigIntColumn;
  odds_format: string;
  legs: ColumnType<unknown, string, never>;
  placed_at: ColumnType<Date, Date | string, never>;
}

/** A bet's leg by fixture: what a fixture's result looks up. */
export interface SandboxSportsbookBetLegsTable {
  round_id: string;
  leg_no: number;
  fixture_id: string;
  market_id: string;
}
