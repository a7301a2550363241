export * from './draw.ts';
export * from './bets.ts';
export * from './house-edge.ts';
export * from './odds-limits.ts';
export * from './schedule.ts';
export * from './fair-draw.ts';
export { type Fraction, toNumber as fractionValue } from '../fraction.ts';
