import { GAME_PROVIDERS, type GameProviderCode, type WalletKey } from '@app/domain';
import type { GameProviderAdapter } from './provider-adapter.ts';

/** Which adapter speaks for each provider code; the product ships the sandbox for all of them. */
export type ProviderRegistry = {
  adapter(code: GameProviderCode): GameProviderAdapter;
  codeOfWallet(walletKey: WalletKey): GameProviderCode | undefined;
  walletOf(code: GameProviderCode): WalletKey;
  codes: readonly GameProviderCode[];
};

export function createProviderRegistry(make: (code: GameProviderCode) => GameProviderAdapter): ProviderRegistry {
  const adapters = new Map(GAME_PROVIDERS.map((p) => [p.code, make(p.code)]));
  return {
    adapter: (code) => adapters.get(code)!,
    codeOfWallet: (walletKey) => GAME_PROVIDERS.find((p) => p.walletKey === walletKey)?.code,
    walletOf: (code) => GAME_PROVIDERS.find((p) => p.code === code)!.walletKey,
    codes: GAME_PROVIDERS.map((p) => p.code),
  };
}
