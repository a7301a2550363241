import { describe, expect, it } from 'vitest';
import {
  GAME_WALLET_KEYS,
  MAIN_WALLET_LABEL,
  WALLET_KEYS,
  isWalletKey,
  walletDisplayName,
} from '../src/index.ts';

describe('wallets', () => {
  it('has the nine keys of spec §3, main account first', () => {
    expect(WALLET_KEYS).toEqual(['Member', 'KULT', 'KUCSN', 'SB', 'LCC', 'JL', 'SEX', 'EG', 'TCG_LOTTO_VN']);
    expect(GAME_WALLET_KEYS).toEqual(WALLET_KEYS.slice(1));
  });

  it('names every wallet in Vietnamese, the main account as TK Chính', () => {
    expect(MAIN_WALLET_LABEL).toBe('TK Chính');
    expect(walletDisplayName('Member')).toBe('TK Chính');
    expect(walletDisplayName('KULT')).toBe('Xổ số');
    expect(walletDisplayName('KUCSN')).toBe('Casino');
    expect(walletDisplayName('SB')).toBe('SABA');
    expect(walletDisplayName('LCC')).toBe('V8');
    expect(walletDisplayName('JL')).toBe('JILI');
    expect(walletDisplayName('SEX')).toBe('AES');
    expect(walletDisplayName('EG')).toBe('EVO');
    expect(walletDisplayName('TCG_LOTTO_VN')).toBe('Xổ số TCG');
  });

  it('gives each wallet a distinct name, so a transfer picker is unambiguous', () => {
    const names = WALLET_KEYS.map(walletDisplayName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('recognises wallet keys exactly', () => {
    expect(isWalletKey('Member')).toBe(true);
    expect(isWalletKey('TCG_LOTTO_VN')).toBe(true);
    expect(isWalletKey('member')).toBe(false);
    expect(isWalletKey('')).toBe(false);
    expect(isWalletKey('toString')).toBe(false);
  });
});
