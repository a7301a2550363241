import { TRANSACTION_STATUS } from '@app/domain';
import type { Config } from '../../../config.ts';
import { HttpError } from '../../../lib/errors.ts';
import { rejectPayment, type LifecycleDeps, type OnStatusChange, type PaymentActor } from './lifecycle.ts';
import * as repo from './repository.ts';
import { DEPOSIT_EXPIRY_REASON } from '../../../messages/payments.ts';

/**
 * Closes abandoned deposits (D7: 5 is "rejected or expired"). A member who opens a deposit and never
 * pays would otherwise leave it under review for ever, holding one of their MAX_OPEN_DEPOSITS places.
 * Only requests still under review (2) expire: at 3 an operator has approved and the money may be on
 * its way, and withdrawals are the member's money held for them, never abandoned.
 *
 * Every expiry goes through the lifecycle, so it gets a status-history line, the push to the member's
 * tabs and the database's life-cycle guard like any other change.
 */
export { DEPOSIT_EXPIRY_REASON } from '../../../messages/payments.ts';
export const DEPOSIT_EXPIRY_ACTOR: PaymentActor = { kind: 'system', id: 'expiry' };
/** Requests looked at per sweep: each is its own transaction, so a backlog drains over a few ticks. */
export const DEPOSIT_EXPIRY_BATCH = 100;

export type ExpiryConfig = Pick<Config, 'DEPOSIT_EXPIRY_MINUTES_ONLINE_BANKING' | 'DEPOSIT_EXPIRY_MINUTES'>;
export type ExpiryDeps = LifecycleDeps & {
  config: ExpiryConfig;
  /** The moment the windows are measured back from (ms since the epoch); the wall clock by default. */
  now?: number;
  batchSize?: number;
};

/** Raised inside the lifecycle's transaction to undo a step taken from anything but "under review". */
class NoLongerUnderReview extends Error {}

/**
 * Expires one request if it is still under review, and says whether this call did it. The list was read
 * without locks, so by now the request may have moved: already 5 (an operator, or another instance's
 * sweep) is left as it is; paid or failed makes the lifecycle refuse with 409; approved (3) would be a
 * step the lifecycle allows, so the check under its row lock throws and the transaction rolls back.
 */
async function expireIfUnderReview(deps: LifecycleDeps, id: number): Promise<boolean> {
  let expired = false;
  const onlyFromUnderReview: OnStatusChange = async (_trx, { from }) => {
    if (from !== TRANSACTION_STATUS.UNDER_REVIEW) throw new NoLongerUnderReview();
    expired = true;
  };
  try {
    await rejectPayment(deps, id, DEPOSIT_EXPIRY_ACTOR, DEPOSIT_EXPIRY_REASON, onlyFromUnderReview);
    return expired;
  } catch (error) {
    if (error instanceof NoLongerUnderReview || (error instanceof HttpError && error.statusCode === 409)) return false;
    throw error;
  }
}

/**
 * One sweep: expires up to a batch of deposits older than their channel's window and answers how many
 * this call expired. Safe on several instances at once (each request is decided under its row lock).
 * A request that cannot be expired does not hold up the ones after it: the sweep goes on and reports
 * the failures together at the end.
 */
export async function expireStaleDeposits({ db, events, config, now = Date.now(), batchSize = DEPOSIT_EXPIRY_BATCH }: ExpiryDeps): Promise<number> {
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  const ids = await repo.staleDepositIds(db, { onlineBanking: minutesAgo(config.DEPOSIT_EXPIRY_MINUTES_ONLINE_BANKING), other: minutesAgo(config.DEPOSIT_EXPIRY_MINUTES) }, batchSize);
  let expired = 0;
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      if (await expireIfUnderReview({ db, events }, id)) expired += 1;
    } catch (error) {
      failures.push(Object.assign(new Error(`deposit ${id} could not be expired`), { cause: error }));
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${ids.length} stale deposits could not be expired (${expired} were)`);
  return expired;
}

export type SweeperLog = { info(details: object, message: string): void; error(details: object, message: string): void };
export type DepositSweeper = { stop(): Promise<void> };

/**
 * Runs the sweep every interval on this instance. A tick that finds the previous sweep still running is
 * skipped, a full batch is followed at once by another (a backlog after downtime drains in one tick),
 * and a failure is logged and retried on the next tick: it never reaches the process. The timer is
 * unref'd so it never keeps a closing process alive; `stop` waits for a sweep in progress to finish,
 * so the database can be closed after it.
 */
export function startDepositSweeper(
  deps: Omit<ExpiryDeps, 'now'>,
  { intervalMs, log, clock = Date.now }: { intervalMs: number; log: SweeperLog; clock?: () => number },
): DepositSweeper {
  if (intervalMs <= 0) return { stop: async () => {} };
  const batchSize = deps.batchSize ?? DEPOSIT_EXPIRY_BATCH;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function sweep(): Promise<void> {
    try {
      let expired: number;
      do {
        expired = await expireStaleDeposits({ ...deps, batchSize, now: clock() });
        if (expired > 0) log.info({ expired }, 'expired abandoned deposits');
      } while (expired === batchSize && !stopped);
    } catch (err) {
      log.error({ err }, 'deposit expiry sweep failed');
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweep().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
