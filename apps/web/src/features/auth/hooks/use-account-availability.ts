import type { FieldStatus } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { refusalMessage } from '../../../lib/error-dialog.ts';
import { t } from '../../../lib/i18n.ts';
import { useVerifyAccountExists, type AccountField } from '../api/verify-account-exists.ts';

const CHECK_DELAY_MS = 400;

const TAKEN: Record<AccountField, string> = {
  UserName: t.auth.usernameTaken,
  NickName: t.auth.nicknameTaken,
  PhoneNumber: t.auth.phoneTaken,
};

/**
 * Asks the server whether a value is free while the member types (debounced), and says so beside the
 * field. A 400 (the value breaks a rule) shows the server's own sentence there, not in a dialog: a
 * modal on every pause in typing would be worse than useless.
 */
export function useAccountAvailability(field: AccountField, raw: string): FieldStatus {
  const typed = raw.trim();
  const value = useDebouncedValue(typed, CHECK_DELAY_MS);
  const query = useVerifyAccountExists(field, value);
  if (typed === '' || typed !== value) return null;
  if (query.isFetching && !query.data && !query.error) return { tone: 'pending', text: t.auth.checking };
  if (query.error) {
    const text = refusalMessage(query.error);
    return text ? { tone: 'bad', text } : null;
  }
  if (!query.data) return null;
  return query.data[field] ? { tone: 'bad', text: TAKEN[field] } : { tone: 'ok', text: t.auth.available };
}
