export * from './odds.ts';
export * from './settlement.ts';
export { type Fraction, toNumber as fractionValue } from '../fraction.ts';
