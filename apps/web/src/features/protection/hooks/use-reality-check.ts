import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { clockOffset } from '../../../lib/clock.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useProtectionSettings } from '../api/get-protection-settings.ts';
import { realitySummaryQueryOptions, useRealitySummary } from '../api/get-reality-summary.ts';
import { scheduleRealityCheck } from '../utils/reality-check-timer.ts';

const MINUTE_MS = 60_000;

/**
 * The reality check (D11): while the member's interval is not 0, the reminder opens every interval
 * counted from the session's start, and the session's figures are fetched afresh as it opens. The
 * next one is scheduled only once the member has answered this one.
 *
 * `unitMs` is what one "minute" of the interval lasts; only unit tests of this timing would change it.
 */
export function useRealityCheck({ unitMs = MINUTE_MS }: { unitMs?: number } = {}) {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  const settings = useProtectionSettings();
  const minutes = settings.data?.realityCheckMinutes ?? 0;
  const summary = useRealitySummary({ enabled: minutes > 0 });
  const startedAt = summary.data?.sessionStartedAt;
  const sessionStartMs = useMemo(() => (startedAt ? onThisClock(startedAt) : null), [startedAt]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open || minutes <= 0 || sessionStartMs === null) return;
    return scheduleRealityCheck({
      startedAtMs: sessionStartMs,
      intervalMs: minutes * unitMs,
      onDue: () => {
        setOpen(true);
        void queryClient.refetchQueries({ queryKey: realitySummaryQueryOptions(userId).queryKey });
      },
    });
  }, [open, minutes, sessionStartMs, unitMs, queryClient, userId]);

  return { open, summary, sessionStartMs, close: () => setOpen(false) };
}

/**
 * The session's start (server time) on this machine's clock, read once per session with the offset
 * known then. From there on only Date.now counts, so the timer never jumps when a later response
 * corrects the offset (nor under a test's fake clock, which the server's Date header does not follow).
 */
function onThisClock(serverIso: string): number {
  return Date.parse(serverIso) - clockOffset();
}
