import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  /** Cumulative successful deposits, integer VND: what the member level is measured on (D7). */
  lifetime_deposits: ColumnType<string | number, number | undefined, number>;
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

export interface WalletAccountsTable {
  id: Generated<number>;
  member_id: string;
  wallet_key: string;
  /** Integer VND; the database refuses a negative balance (D7). */
  balance: BigIntColumn;
  created_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface Database {
  server_secrets: ServerSecretsTable;
  members: MembersTable;
  refresh_tokens: RefreshTokensTable;
  wallet_accounts: WalletAccountsTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
