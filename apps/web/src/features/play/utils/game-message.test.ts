import { describe, expect, it } from 'vitest';
import { readGameMessage } from './game-message.ts';

const ORIGIN = 'https://site.example';
const frame = { name: 'the game frame window' };
const expected = { origin: ORIGIN, source: frame, gameId: 'kho-bau-rong' };
const from = (data: unknown, patch: Partial<{ origin: string; source: unknown }> = {}) => ({ origin: ORIGIN, source: frame, data, ...patch });

describe('messages from the game frame', () => {
  it('reads the balance after a round and the lost session', () => {
    expect(readGameMessage(from({ type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: 498_500 }), expected)).toEqual({
      type: 'sandbox-game:balance',
      gameId: 'kho-bau-rong',
      balance: 498_500,
    });
    expect(readGameMessage(from({ type: 'sandbox-game:error', message: ' Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh. ' }), expected)).toEqual({
      type: 'sandbox-game:error',
      message: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh.',
    });
  });

  it('ignores every other origin, including a look-alike', () => {
    const balance = { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: 1 };
    for (const origin of ['https://evil.example', 'http://site.example', 'https://site.example:8443', 'https://site.example.evil.example', 'null', '']) {
      expect(readGameMessage(from(balance, { origin }), expected), origin).toBeNull();
    }
  });

  it('ignores another window of our own origin (another tab, a popup) and a frame not yet shown', () => {
    const balance = { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: 1 };
    expect(readGameMessage(from(balance, { source: { name: 'another window' } }), expected)).toBeNull();
    expect(readGameMessage(from(balance, { source: null }), { ...expected, source: null })).toBeNull();
  });

  it('accepts only the two types, with well-formed fields', () => {
    const rejected: unknown[] = [
      null,
      'sandbox-game:balance',
      42,
      [],
      {},
      { type: 'sandbox-game:navigate', url: 'https://evil.example' },
      { type: 'SANDBOX-GAME:BALANCE', gameId: 'kho-bau-rong', balance: 1 },
      { type: 'sandbox-game:balance', gameId: 'tai-xiu', balance: 1 },
      { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: '1000' },
      { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: -1 },
      { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: 1.5 },
      { type: 'sandbox-game:balance', gameId: 'kho-bau-rong', balance: Number.MAX_SAFE_INTEGER + 2 },
      { type: 'sandbox-game:error' },
      { type: 'sandbox-game:error', message: '   ' },
      { type: 'sandbox-game:error', message: { toString: () => 'x' } },
    ];
    for (const data of rejected) expect(readGameMessage(from(data), expected), JSON.stringify(data)).toBeNull();
  });

  it('keeps an error sentence short', () => {
    const message = readGameMessage(from({ type: 'sandbox-game:error', message: 'x'.repeat(5_000) }), expected);
    expect(message?.type === 'sandbox-game:error' && message.message.length).toBe(300);
  });
});
