/**
 * Wallet (game-account) keys of spec §3. `Member` is the main account; every other key is the
 * account a member holds with one game provider, and money moves between them by transfer.
 */
export const WALLET_KEYS = ['Member', 'KULT', 'KUCSN', 'SB', 'LCC', 'JL', 'SEX', 'EG', 'TCG_LOTTO_VN'] as const;
export type WalletKey = (typeof WALLET_KEYS)[number];

export const MAIN_WALLET_KEY = 'Member' satisfies WalletKey;
export type GameWalletKey = Exclude<WalletKey, typeof MAIN_WALLET_KEY>;
export const GAME_WALLET_KEYS = WALLET_KEYS.filter((k): k is GameWalletKey => k !== MAIN_WALLET_KEY);

/** The default transfer source label of spec §3 / §9. */
export const MAIN_WALLET_LABEL = 'TK Chính';

export const WALLET_DISPLAY_NAMES: Readonly<Record<WalletKey, string>> = {
  Member: MAIN_WALLET_LABEL,
  KULT: 'Xổ số',
  KUCSN: 'Casino',
  SB: 'SABA',
  LCC: 'V8',
  JL: 'JILI',
  SEX: 'AES',
  EG: 'EVO',
  // The spec names both KULT and TCG_LOTTO_VN "lottery". Two identical 'Xổ số' entries in a transfer
  // picker or a balance list would leave the member guessing which account is which, so the TCG one
  // carries its provider's name.
  TCG_LOTTO_VN: 'Xổ số TCG',
};

export function isWalletKey(value: string): value is WalletKey {
  return (WALLET_KEYS as readonly string[]).includes(value);
}

export function walletDisplayName(key: WalletKey): string {
  return WALLET_DISPLAY_NAMES[key];
}
