import { sql } from 'kysely';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { SANDBOX_PROVIDER_MESSAGES as M } from '../../messages/sandbox-provider.ts';
import { toBetRecord } from './bet-records.ts';
import * as repo from './repository.ts';

/**
 * Bets settled after they are placed (a lottery ticket, a seat at a table, a sports bet), as rounds of
 * sandbox_rounds: placed 'open' with the stake taken from the wallet and win 0; settled later, once,
 * with the win credited. Each settlement gives the round a new seq and revision and clears pushed_at,
 * so the platform hears of it (pushed, or pulled after its cursor) and moves the game account by the
 * difference. Whatever game they belong to, their money moves only here.
 */
export type OpenBet = {
  roundId: string;
  playerId: string;
  gameId: string;
  engine: string;
  stake: number;
  detail: unknown;
  /** The shared draw's or round's commitment: its seed hash, what stands for a client seed, a nonce. */
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  placedAt: Date;
};

/**
 * The bet written and its stake taken, under the wallet's lock, inside the caller's transaction (which
 * holds whatever else must not change meanwhile, such as the draw still being open). The record to push
 * once the transaction commits.
 */
export async function placeOpenBet(txn: Database, bet: OpenBet): Promise<ProviderBetRecord> {
  txn.assertTransaction();
  const balanceBefore = await repo.lockWallet(txn, bet.playerId);
  if (balanceBefore < bet.stake) throw badRequest(M.insufficientBalance);
  const balanceAfter = balanceBefore - bet.stake;
  const { rows } = await sql<repo.RoundRow>`
    insert into sandbox_rounds (round_id, player_id, game_id, engine, stake, win, balance_before, balance_after, detail,
                                seed_id, server_seed_hash, client_seed, nonce, played_at, status, revision)
    values (${bet.roundId}, ${bet.playerId}, ${bet.gameId}, ${bet.engine}, ${bet.stake}, 0, ${balanceBefore}, ${balanceAfter},
            cast(${JSON.stringify(bet.detail)} as jsonb), null, ${bet.fairness.serverSeedHash}, ${bet.fairness.clientSeed},
            ${bet.fairness.nonce}, ${bet.placedAt}, 'open', 0)
    returning ${sql.join(repo.ROUND_COLUMNS.map((c) => sql.ref(c)))}
  `.execute(txn.db);
  await repo.setBalance(txn, bet.playerId, balanceAfter);
  return toBetRecord(rows[0]!);
}

export type Settlement = { roundId: string; playerId: string; win: number; status: 'settled' | 'void'; detail: unknown };

/**
 * Open bets settled, in the caller's transaction: each round gets its win, status and detail, a new seq
 * and revision 1, and the wallets are credited (one update per player, locked in player order so two
 * settlements never wait on each other in a circle). A bet that is no longer open is left as it is.
 * Returns the records to push once the transaction commits.
 *
 * Set-based, as a settled lottery draw brings thousands at once: the whole list goes to the database
 * as one JSON parameter (not four bound values a bet, which the driver and the parser pay for), and
 * the rounds come back without their detail (the caller's, attached again here, is the same content),
 * so nothing is serialised and parsed twice.
 */
export async function settleOpenBets(txn: Database, settlements: readonly Settlement[], at: Date): Promise<ProviderBetRecord[]> {
  txn.assertTransaction();
  if (settlements.length === 0) return [];
  const rows = await settleRounds(txn, settlements, at);
  await creditWallets(txn, rows, at);
  const detailOf = new Map(settlements.map((s) => [s.roundId, s.detail]));
  return rows.map((row) => toBetRecord({ ...row, detail: detailOf.get(row.round_id) }));
}

/** A round's columns but its detail: what a settlement reads back. */
const SETTLED_COLUMNS = repo.ROUND_COLUMNS.filter((c) => c !== 'detail');

/**
 * The open rounds among `settlements` settled in one statement; those no longer open are left out. The
 * sequence is looked up once (an init plan), not per row.
 */
async function settleRounds(txn: Database, settlements: readonly Settlement[], at: Date): Promise<Omit<repo.RoundRow, 'detail'>[]> {
  const list = JSON.stringify(settlements.map((s) => ({ round_id: s.roundId, win: s.win, status: s.status, detail: s.detail })));
  const { rows } = await sql<Omit<repo.RoundRow, 'detail'>>`
    update sandbox_rounds r
    set win = v.win, status = v.status, detail = v.detail, revision = r.revision + 1,
        seq = nextval((select pg_get_serial_sequence('sandbox_rounds', 'seq'))::regclass), pushed_at = null, settled_at = ${at}
    from jsonb_to_recordset(cast(${list} as jsonb)) as v(round_id text, win bigint, status text, detail jsonb)
    where r.round_id = v.round_id and r.status = 'open'
    returning ${sql.join(SETTLED_COLUMNS.map((c) => sql.ref(`r.${c}`)))}
  `.execute(txn.db);
  return rows;
}

/** Each player's wins of these rounds credited once (their sum), the wallets locked in player order. */
async function creditWallets(txn: Database, rows: readonly { player_id: string; win: number | string }[], at: Date): Promise<void> {
  const credits = new Map<string, number>();
  for (const row of rows) credits.set(row.player_id, (credits.get(row.player_id) ?? 0) + Number(row.win));
  const paid = [...credits].filter(([, amount]) => amount > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (paid.length === 0) return;
  const players = paid.map(([player]) => player);
  await sql`select player_id from sandbox_wallets where player_id = any(${players}::text[]) order by player_id for update`.execute(txn.db);
  await sql`
    update sandbox_wallets w set balance = w.balance + v.amount, updated_at = ${at}
    from unnest(${players}::text[], ${paid.map(([, amount]) => amount)}::bigint[]) as v(player_id, amount) where w.player_id = v.player_id
  `.execute(txn.db);
}

/** What a correction that would take back more than a player holds says (nothing of it is applied). */
export const RESETTLE_SHORT_MESSAGE = (playerId: string) =>
  `Không thể sửa kết quả: số dư của người chơi ${playerId} không đủ để thu hồi phần tiền thắng đã trả. Không có cược nào được thay đổi.`;

/**
 * Rounds already settled, settled again (a corrected result): each gets its new win, status and detail,
 * revision + 1, a new seq and pushed_at cleared, so the platform hears of it and moves the game account
 * by the difference; the wallet moves by (new win − old win), wallets locked in player order. The detail
 * written carries its `correction` (when, and what the settlement it replaces paid), so the member's
 * recall can say the result was corrected; a first settlement's detail has none. A round still open,
 * or whose win, status and detail (its earlier correction aside) are already these, is left as it is
 * (the same correction twice changes nothing). The limit: the provider never takes a wallet below
 * zero, so when a reduction is more than a player's balance the whole correction is refused (409) and
 * nothing changes; the operator settles it with the member another way, then corrects again.
 */
export async function resettleBets(txn: Database, settlements: readonly Settlement[], at: Date): Promise<ProviderBetRecord[]> {
  txn.assertTransaction();
  if (settlements.length === 0) return [];
  const ids = settlements.map((s) => s.roundId);
  const { rows: current } = await sql<{ round_id: string; player_id: string; win: string | number; status: string; detail: unknown }>`
    select round_id, player_id, win, status, detail from sandbox_rounds where round_id in (${sql.join(ids)}) and status <> 'open' for update
  `.execute(txn.db);
  const before = new Map(current.map((r) => [r.round_id, r]));
  const changed = settlements.filter((s) => {
    const old = before.get(s.roundId);
    return old !== undefined && (Number(old.win) !== s.win || old.status !== s.status || canonical(withoutCorrection(old.detail)) !== canonical(s.detail));
  });
  if (changed.length === 0) return [];

  const moves = new Map<string, number>();
  for (const s of changed) moves.set(s.playerId, (moves.get(s.playerId) ?? 0) + s.win - Number(before.get(s.roundId)!.win));
  const players = [...moves.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const { rows: wallets } = await sql<{ player_id: string; balance: string | number }>`
    select player_id, balance from sandbox_wallets where player_id in (${sql.join(players)}) order by player_id for update
  `.execute(txn.db);
  for (const wallet of wallets) {
    if (Number(wallet.balance) + moves.get(wallet.player_id)! < 0) throw new HttpError(409, RESETTLE_SHORT_MESSAGE(wallet.player_id));
  }

  const values = sql.join(
    changed.map((s) => {
      const detail = withCorrection(s.detail, { at: at.toISOString(), previousReturn: Number(before.get(s.roundId)!.win) });
      return sql`(${s.roundId}::text, ${s.win}::bigint, ${s.status}::text, cast(${JSON.stringify(detail)} as jsonb))`;
    }),
  );
  const { rows } = await sql<repo.RoundRow>`
    update sandbox_rounds r
    set win = v.win, status = v.status, detail = v.detail, revision = r.revision + 1,
        seq = nextval(pg_get_serial_sequence('sandbox_rounds', 'seq')), pushed_at = null, settled_at = ${at}
    from (values ${values}) as v(round_id, win, status, detail)
    where r.round_id = v.round_id and r.status <> 'open'
    returning ${sql.join(repo.ROUND_COLUMNS.map((c) => sql.ref(`r.${c}`)))}
  `.execute(txn.db);
  const amounts = [...moves].filter(([, amount]) => amount !== 0);
  if (amounts.length > 0) {
    const list = sql.join(amounts.map(([player, amount]) => sql`(${player}::text, ${amount}::bigint)`));
    await sql`
      update sandbox_wallets w set balance = w.balance + v.amount, updated_at = ${at}
      from (values ${list}) as v(player_id, amount) where w.player_id = v.player_id
    `.execute(txn.db);
  }
  return rows.map(toBetRecord);
}

/** What a resettled round's detail says of the settlement it replaced: when it was corrected, and what that one paid. */
type Correction = { at: string; previousReturn: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The detail with its correction, replacing an earlier one (a detail that is not an object has nowhere to carry one). */
function withCorrection(detail: unknown, correction: Correction): unknown {
  return isRecord(detail) ? { ...detail, correction } : detail;
}

/** The detail as its settlement wrote it, an earlier correction left out: what a new settlement is compared with. */
function withoutCorrection(detail: unknown): unknown {
  return isRecord(detail) ? Object.fromEntries(Object.entries(detail).filter(([key]) => key !== 'correction')) : detail;
}

/** JSON with keys sorted: jsonb keeps its own key order, so a detail read back is compared by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
