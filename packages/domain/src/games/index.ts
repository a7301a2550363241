export * from './fair.ts';
export * from './stakes.ts';
export * from './slots/index.ts';
export * from './fishing.ts';
export * from './tai-xiu.ts';
