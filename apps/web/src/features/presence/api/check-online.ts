import type { CheckOnlineResponse } from '@app/contract';
import { apiCall, type CallOptions } from '../../../lib/api-client.ts';

/**
 * Spec §7 call 9: POST /user/checkOnline { online }. Called by the presence heartbeat
 * (this feature's usePresence), which only logs its errors (spec §8).
 */
export function checkOnline(online: boolean, options: CallOptions = {}): Promise<CheckOnlineResponse> {
  return apiCall('checkOnline', { online }, options);
}
