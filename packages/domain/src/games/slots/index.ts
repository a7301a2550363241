export * from './types.ts';
export { STANDARD_PAYLINES } from './paylines.ts';
export { slotStakeProblem, spinSlot, evaluateSpin } from './spin.ts';
export { exactSlotStats, type SlotExactStats } from './exact-stats.ts';
export { enumerateSlotStats, type SlotEnumeratedStats } from './enumerate.ts';
export { slotInfo, type SlotInfo, type SlotPaytableRow } from './info.ts';
export * from './registry.ts';
