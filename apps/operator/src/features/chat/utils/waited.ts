/** "3 phút", "1 giờ 5 phút", "dưới 1 phút": how long someone has waited, for the queue's live clock. */
export function waitedFor(sinceIso: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(sinceIso)) / 60_000));
  if (minutes < 1) return 'dưới 1 phút';
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} giờ` : `${hours} giờ ${minutes % 60} phút`;
  return `${Math.floor(hours / 24)} ngày`;
}
