/** The time left split for the countdown: whole seconds, never below zero. */
export function timeLeft(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** 'hh:mm:ss' (a window may last days: the hours then simply grow, '50:00:00'). */
export function countdownText(ms: number): string {
  const { hours, minutes, seconds } = timeLeft(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
