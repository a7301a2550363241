/**
 * Which draw the page is waiting for: one the member saw open whose betting has closed but whose result
 * has not come yet ("Đang quay…"), and whether a state answer brought a new result or new payouts.
 */
type DrawRef = { drawId: string; drawAt: string; closesAt: string };
type LastRef = { drawId: string; drawAt: string; settled: boolean } | null;

export type DrawChange = {
  /** A result the page had not seen (never on the first answer: nothing to reveal then). */
  newResult: boolean;
  /** The latest draw's tickets have all been paid since the last answer. */
  newlySettled: boolean;
  /** The draw on sale changed (the old one closed). */
  openChanged: boolean;
};

export function createDrawWatch() {
  const seen = new Map<string, { drawAt: number; closesAt: number }>();
  let last: LastRef = null;
  let openId: string | null = null;
  let first = true;

  const resultIn = (drawAt: number) => last !== null && Date.parse(last.drawAt) >= drawAt;

  return {
    observe(open: DrawRef, latest: LastRef): DrawChange {
      const change: DrawChange = {
        newResult: !first && latest !== null && latest.drawId !== last?.drawId,
        newlySettled: !first && latest !== null && latest.settled && (latest.drawId !== last?.drawId || !last.settled),
        openChanged: !first && open.drawId !== openId,
      };
      first = false;
      last = latest;
      openId = open.drawId;
      seen.set(open.drawId, { drawAt: Date.parse(open.drawAt), closesAt: Date.parse(open.closesAt) });
      for (const [id, draw] of seen) if (resultIn(draw.drawAt)) seen.delete(id);
      return change;
    },
    /** The draw closed and still without a result at `serverNow`, or null. */
    awaiting(serverNow: number): string | null {
      let found: { id: string; drawAt: number } | null = null;
      for (const [id, draw] of seen) {
        if (draw.closesAt <= serverNow && !resultIn(draw.drawAt) && (!found || draw.drawAt > found.drawAt)) found = { id, drawAt: draw.drawAt };
      }
      return found?.id ?? null;
    },
    /** True while the latest result's tickets are still being paid. */
    get settling(): boolean {
      return last !== null && !last.settled;
    },
  };
}

export type DrawWatch = ReturnType<typeof createDrawWatch>;
