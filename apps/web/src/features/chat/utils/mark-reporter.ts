type Marks = { conversationId: string; delivered: number; read: number };

/**
 * This side's marks on CSKH's messages: delivered once they arrived, read once they were on screen.
 * Only a mark that moved is sent, a burst of messages is one call, and a failed call is said again
 * with the next message or the next time the panel is seen.
 */
export class MarkReporter {
  private sent: Marks = { conversationId: '', delivered: 0, read: 0 };
  private queued = false;

  constructor(private readonly send: (marks: { conversationId: string; delivered: number; read?: number }) => Promise<void>) {}

  /** `peerSeq`: the highest seq CSKH wrote in the conversation on screen; `seen`: the panel is open and the page visible. */
  report(read: () => { conversationId: string; peerSeq: number; seen: boolean } | null): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      const now = read();
      if (now) void this.sendMarks(now.conversationId, now.peerSeq, now.seen);
    });
  }

  private async sendMarks(conversationId: string, peerSeq: number, seen: boolean): Promise<void> {
    const before = this.sent.conversationId === conversationId ? this.sent : { conversationId, delivered: 0, read: 0 };
    const delivered = Math.max(before.delivered, peerSeq);
    const read = seen ? Math.max(before.read, peerSeq) : before.read;
    if (delivered === before.delivered && read === before.read) return;
    this.sent = { conversationId, delivered, read };
    try {
      await this.send({ conversationId, delivered, ...(read > before.read ? { read } : {}) });
    } catch {
      if (this.sent.conversationId === conversationId) this.sent = before;
    }
  }
}
