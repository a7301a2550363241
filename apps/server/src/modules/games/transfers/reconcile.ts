import type { GameProviderCode } from '@app/domain';
import { ProviderUnavailable } from '../providers/provider-adapter.ts';
import { pullRecords, type IngestDeps } from '../bets/ingest.ts';
import { gameWalletPage, gameWallets, pendingOrdersOf, pendingTransfers, raiseAlert } from './repository.ts';
import { settle, type TransferDeps } from './transfers.ts';

/** An order younger than this may still be in flight on the request that sent it. */
export const RECONCILE_AFTER_MS = 10_000;

export type ReconcileReport = { settled: number; stillPending: number; pulled: number; checked: number; alerts: number };

/**
 * The reconciliation job: (1) every order whose outcome is unknown is sent again with the same id,
 * which the provider applies at most once, so no money is lost or created; (2) bet records the
 * provider has that we did not receive are pulled; (3) for every member and provider, the balance
 * the provider holds must equal what the records explain (transfers in − out + wins − stakes),
 * otherwise an alert is raised for the console.
 */
export async function reconcile(deps: TransferDeps & IngestDeps, options: { minAgeMs?: number; checkBalances?: boolean } = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, stillPending: 0, pulled: 0, checked: 0, alerts: 0 };
  const before = new Date(deps.now() - (options.minAgeMs ?? RECONCILE_AFTER_MS));
  for (;;) {
    const page = await pendingTransfers(deps.db, before, 100);
    let progressed = false;
    for (const order of page) {
      const after = await settle(deps, order.orderId);
      if (after.status === 'pending') report.stillPending++;
      else {
        report.settled++;
        progressed = true;
      }
    }
    if (page.length < 100 || !progressed) break;
  }
  for (const code of deps.providers.codes) {
    try {
      for (let n = await pullRecords(deps, code); n > 0; n = await pullRecords(deps, code)) report.pulled += n;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
    }
  }
  if (options.checkBalances === false) return report;
  let cursor: { memberId: string; providerCode: string } | null = null;
  for (;;) {
    const page = await gameWalletPage(deps.db, cursor, 200);
    for (const wallet of page) {
      cursor = wallet;
      // An order in flight explains a difference for now; the next run looks again.
      if ((await pendingOrdersOf(deps.db, wallet.memberId, wallet.providerCode)) > 0) continue;
      let held: number;
      try {
        held = await deps.providers.adapter(wallet.providerCode as GameProviderCode).balance(wallet.memberId);
      } catch (error) {
        if (error instanceof ProviderUnavailable) continue;
        throw error;
      }
      report.checked++;
      const code = wallet.providerCode as GameProviderCode;
      const mismatch = await lastingMismatch({
        expected: wallet.balance,
        held,
        catchUp: async () => {
          // A bet between our read and the provider's answer: its record may not have reached us yet.
          while ((await pullRecords(deps, code)) > 0);
          const now = (await gameWallets(deps.db, wallet.memberId)).find((w) => w.providerCode === wallet.providerCode);
          return now?.balance ?? 0;
        },
        askHeld: () => deps.providers.adapter(code).balance(wallet.memberId),
      }).catch((error: unknown) => {
        // The provider stopped answering mid-check: the next run looks again.
        if (error instanceof ProviderUnavailable) return null;
        throw error;
      });
      if (mismatch) {
        report.alerts++;
        await raiseAlert(deps.db, { memberId: wallet.memberId, providerCode: wallet.providerCode, ...mismatch, at: new Date(deps.now()) });
      }
    }
    if (page.length < 200) break;
  }
  return report;
}

/** How many times a difference is looked at again before it is taken for real. */
export const BALANCE_RECHECKS = 3;

/**
 * A difference between what the records explain and what the provider holds is raised only when it
 * lasts: members keep playing while the job runs, so a bet placed between reading our figure and the
 * provider's answer shows as a difference until its record arrives. Each recheck catches up on the
 * provider's records, then asks the provider again. Null when the two agree at some look.
 */
export async function lastingMismatch(check: {
  expected: number;
  held: number;
  catchUp: () => Promise<number>;
  askHeld: () => Promise<number>;
}): Promise<{ expected: number; actual: number } | null> {
  let { expected, held } = check;
  for (let look = 0; held !== expected; look++) {
    if (look === BALANCE_RECHECKS) return { expected, actual: held };
    expected = await check.catchUp();
    if (held === expected) return null;
    held = await check.askHeld();
  }
  return null;
}
