import { useEffect, useState } from 'react';
import { clockOffset } from '../../../lib/clock.ts';
import { useMaintenanceStore } from '../stores/maintenance-store.ts';

/** The server's time now (ms): the status check's measure, else the one every answer's Date header gives. */
export function serverNowMs(): number {
  return Date.now() + (useMaintenanceStore.getState().serverOffsetMs ?? clockOffset());
}

/** serverNowMs, read again every `everyMs` (a countdown's tick). */
export function useServerNow(everyMs = 1000): number {
  const offset = useMaintenanceStore((s) => s.serverOffsetMs);
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    setNow(serverNowMs());
    const timer = setInterval(() => setNow(serverNowMs()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, offset]);
  return now;
}
