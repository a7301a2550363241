import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DepositLimitPeriod, ExclusionKind } from '@app/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as string (pg) or number (PGlite); repositories convert with Number(). */
type BigIntColumn = ColumnType<string | number, number | bigint, number | bigint>;

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
  | 'WITHDRAWAL_PAYOUT';

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

export type OperatorRole = 'reviewer' | 'admin';
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
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
