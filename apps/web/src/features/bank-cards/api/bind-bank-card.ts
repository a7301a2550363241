import type { BankCardFields, BankCardView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { sendSealed } from '../../../lib/encrypt-and-send.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { withdrawalOptionsKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { bankCardsQueryOptions } from './get-bank-cards.ts';

/** POST /bank-cards/bind { keyId, sealed }: the card's fields travel sealed (spec §7). */
export function bindBankCard(fields: BankCardFields): Promise<BankCardView> {
  return sendSealed(fields, (body) => apiCall('bankCardBind', body));
}

/**
 * The new card joins the cached list at once (the masked form the server answered), then both the list
 * and the withdrawal options, which carry the cards too, are fetched again.
 */
export function useBindBankCard({ onSuccess }: { onSuccess?: (card: BankCardView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bank-cards', 'bind'],
    mutationFn: bindBankCard,
    onSuccess: async (card) => {
      const userId = useAppStore.getState().loggedInInfo.userId ?? '';
      const { queryKey } = bankCardsQueryOptions(userId);
      queryClient.setQueryData(queryKey, (list) => (list ? { cards: [...list.cards.filter((c) => c.id !== card.id), card] } : list));
      onSuccess?.(card);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawalOptionsKeys.all }),
      ]);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
