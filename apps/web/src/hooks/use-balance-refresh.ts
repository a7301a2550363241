import { useAppStore } from '../stores/app-store.ts';

/** A refresh control turns for at least this long, so a quick answer still shows that it happened. */
const MIN_SPIN_MS = 500;

/**
 * A member-asked balance refresh (the header's, the transfer panel's): the store's refreshPoint spins
 * every refresh control on screen while it runs, a second press meanwhile does nothing, and the spin
 * lasts at least MIN_SPIN_MS.
 */
export function useBalanceRefresh() {
  const refreshing = useAppStore((s) => s.refreshPoint);

  async function refresh(fetchBalances: () => Promise<unknown>): Promise<void> {
    if (useAppStore.getState().refreshPoint) return;
    useAppStore.setState({ refreshPoint: true });
    const started = Date.now();
    try {
      await fetchBalances();
    } finally {
      const left = MIN_SPIN_MS - (Date.now() - started);
      setTimeout(() => useAppStore.setState({ refreshPoint: false }), Math.max(0, left));
    }
  }

  return { refreshing, refresh };
}
