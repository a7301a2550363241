import { useEffect, useState } from 'react';

/** The time, moved on every `everyMs`: the queue's "chờ 3 phút" keeps counting on screen. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
