export * from './brands.ts';
export * from './wallets.ts';
export * from './transaction-status.ts';
export * from './levels.ts';
export * from './format.ts';
export * from './device.ts';
export * from './banks.ts';
export * from './provinces.ts';
