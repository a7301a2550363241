export * from './baccarat.ts';
export * from './baccarat-odds.ts';
export { type Fraction, toNumber as fractionValue } from '../fraction.ts';
export * from './baccarat-simulation.ts';
export * from './roads.ts';
export * from './xoc-dia.ts';
export * from './table-limits.ts';
