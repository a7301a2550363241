import { describe, expect, it } from 'vitest';
import { createSseParser, type SseFrame } from './sse-parser.ts';

function parse(...chunks: string[]): SseFrame[] {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  return frames;
}

describe('the event stream parser', () => {
  it('reads a frame split across chunks anywhere, even inside a line break', () => {
    const text = 'event: round\ndata: {"no":7,"phase":"betting"}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse(text.slice(0, cut), text.slice(cut))).toEqual([{ event: 'round', data: '{"no":7,"phase":"betting"}' }]);
    }
    expect(parse('event: round\r', '\ndata: 1\r\n\r', '\n')).toEqual([{ event: 'round', data: '1' }]);
  });

  it('reads several frames in one chunk, in order', () => {
    expect(parse('event: round\ndata: 1\n\nevent: ready\ndata: {}\n\nevent: round\ndata: 2\n\n')).toEqual([
      { event: 'round', data: '1' },
      { event: 'ready', data: '{}' },
      { event: 'round', data: '2' },
    ]);
  });

  it('skips comments (the heartbeat) and fields it does not use, and sends no frame without data', () => {
    expect(parse(': ping\n\n', 'retry: 3000\n\n', 'id: 4\nevent: round\n: in between\ndata: 3\n\n')).toEqual([{ event: 'round', data: '3' }]);
  });

  it('keeps an unfinished frame until its blank line comes', () => {
    const frames: SseFrame[] = [];
    const parser = createSseParser((frame) => frames.push(frame));
    parser.push('event: round\ndata: 5\n');
    expect(frames).toEqual([]);
    parser.push('\n');
    expect(frames).toEqual([{ event: 'round', data: '5' }]);
  });

  it('joins data lines with newlines, names an unnamed frame "message", and takes "data:" without its space', () => {
    expect(parse('data: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
