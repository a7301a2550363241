/** Strips are written as one whitespace-separated string per reel, so a shipped set reads (and diffs) as what it is. */
export function stripsFromText(...reels: string[]): string[][] {
  return reels.map((reel) => reel.trim().split(/\s+/));
}
