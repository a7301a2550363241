import type { MaintenanceWindowView } from '@app/contract';
import { GAME_PROVIDERS } from '@app/domain';
import { maintenanceText as text } from '../../../lib/i18n/maintenance.ts';

/** What a window closes, in the member's words: Nạp tiền, Rút tiền, or the provider's name. */
export function areaName(window: MaintenanceWindowView): string {
  if (window.area === 'DEPOSITS' || window.area === 'WITHDRAWALS') return text.areaNames[window.area];
  return GAME_PROVIDERS.find((p) => p.code === window.providerCode)?.name ?? window.providerCode ?? '';
}
