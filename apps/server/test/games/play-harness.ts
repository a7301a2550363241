import type { TestApp } from '../helpers/test-app.ts';

/** Runs the reconciliation job now, for orders of any age (the job itself waits RECONCILE_AFTER_MS). */
export function reconcileNow(t: TestApp) {
  return t.app.play.reconcile({ minAgeMs: 0 });
}
