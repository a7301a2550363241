import type { TransferBody, WalletBalances } from '@app/contract';
import { TRANSFER_MIN_AMOUNT } from '@app/contract/constants';
import { MAIN_WALLET_KEY, type WalletKey } from '@app/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { playText as text } from '../../../lib/i18n/play.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { walletBalancesQueryOptions } from '../../../lib/wallet-balances.ts';
import { useTransfer } from '../../../lib/wallet-transfer.ts';
import { decideLeave } from '../utils/leave-decision.ts';

/** Reading the balances before the offer, and the recall itself, wait at most this long: leaving is never held. */
const BALANCE_WAIT_MS = 4_000;
const RECALL_WAIT_MS = 10_000;

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/** The game account's balance as the server has it now (fetched afresh), else as last known, else null. */
async function currentWalletBalance(queryClient: QueryClient, userId: string, walletKey: WalletKey): Promise<number | null> {
  const options = walletBalancesQueryOptions(userId);
  const balanceIn = (data: WalletBalances | undefined) => data?.accounts.find((a) => a.walletKey === walletKey)?.balance ?? null;
  try {
    const fresh = await Promise.race([queryClient.fetchQuery({ ...options, staleTime: 0 }), timeout(BALANCE_WAIT_MS)]);
    if (fresh !== 'timeout') return balanceIn(fresh);
  } catch {
    // Fall back to what the page already had.
  }
  return balanceIn(queryClient.getQueryData(options.queryKey));
}

export type LeaveOffer = { amount: number; go: () => void; stay: () => void };

/**
 * Leaving the game page: with money in the game's account (utils/leave-decision.ts) the member is
 * offered "Chuyển về TK Chính" (a transfer of all of it) or "Ở lại ví trò chơi"; with none, the page is
 * left at once. `go` always runs in the end, whatever the provider does: a recall that has not answered
 * after RECALL_WAIT_MS goes on in the background (its result still lands in the balances).
 */
export function useLeaveGame({ walletKey, frameBalance }: { walletKey: WalletKey; frameBalance: number | null }) {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  const [offer, setOffer] = useState<LeaveOffer | null>(null);
  const [checking, setChecking] = useState(false);
  const recallKey = useIdempotencyKey();
  const transfer = useTransfer();
  /** True once the member has chosen (or there was nothing to choose): the page is being left on purpose. */
  const decided = useRef(false);
  const frame = useRef(frameBalance);
  useLayoutEffect(() => {
    frame.current = frameBalance;
  });

  function leave(go: () => void) {
    decided.current = true;
    setOffer(null);
    go();
  }

  async function request(go: () => void, stay: () => void = () => {}) {
    if (checking || offer) return;
    setChecking(true);
    const walletBalance = await currentWalletBalance(queryClient, userId, walletKey);
    setChecking(false);
    const decision = decideLeave({ frameBalance: frame.current, walletBalance, minTransfer: TRANSFER_MIN_AMOUNT });
    if (decision.kind === 'leave') leave(go);
    else setOffer({ amount: decision.amount, go, stay });
  }

  async function recall() {
    if (!offer || transfer.isPending) return;
    const request: Omit<TransferBody, 'idempotencyKey'> = { from: walletKey, to: MAIN_WALLET_KEY, amount: offer.amount };
    const idempotencyKey = recallKey.keyFor(JSON.stringify(request));
    const sent = transfer.mutateAsync({ ...request, idempotencyKey }).then(
      () => {
        recallKey.settle(null);
        showSuccessPopup(text.recalled(request.amount));
        return 'done' as const;
      },
      (error: unknown) => {
        // The error dialog is the mutation's (spec §8); the offer stays for "Ở lại ví trò chơi" or a retry.
        recallKey.settle(error);
        return 'failed' as const;
      },
    );
    const outcome = await Promise.race([sent, timeout(RECALL_WAIT_MS)]);
    if (outcome !== 'failed') leave(offer.go);
  }

  function stayInGameWallet() {
    if (offer) leave(offer.go);
  }

  function cancel() {
    if (transfer.isPending || !offer) return;
    setOffer(null);
    offer.stay();
  }

  return { request, offer, checking, recalling: transfer.isPending, recall, stayInGameWallet, cancel, decided };
}
