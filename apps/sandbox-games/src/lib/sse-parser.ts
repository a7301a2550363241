/**
 * Server-sent events read from a body that arrives in chunks of any size (the WHATWG event stream
 * format): a frame ends at a blank line; `event:` names it ("message" when absent), `data:` lines
 * are joined with newlines; comment lines (":" first, the server's heartbeat) and other fields are
 * skipped; a frame with no data is not dispatched.
 */

export type SseFrame = { event: string; data: string };

export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    /** A chunk of the decoded body: every frame it completes is dispatched, the rest kept for the next. */
    push(chunk: string): void {
      pending += chunk;
      for (;;) {
        const end = pending.search(/\r\n|\r|\n/);
        // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
        if (end < 0 || (pending[end] === '\r' && end === pending.length - 1)) return;
        const breakLength = pending.startsWith('\r\n', end) ? 2 : 1;
        const text = pending.slice(0, end);
        pending = pending.slice(end + breakLength);
        line(text);
      }
    },
  };
}
