import { useMay } from '../../../lib/permissions.ts';
import { useDashboard } from '../api/get-dashboard.ts';

/**
 * The menu's badge on "Duyệt giao dịch": the open requests (waiting for review or for payment), from
 * the dashboard's counts, asked again whenever a request is made or moves. Null for roles that may
 * not see the queue.
 */
export function usePendingReviewCount(): number | null {
  const may = useMay()('reviewQueue');
  const dashboard = useDashboard(['review-queue', 'dashboard'], may);
  if (!may || !dashboard.data) return null;
  return dashboard.data.pendingReviews.reduce((total, p) => total + p.count, 0);
}
