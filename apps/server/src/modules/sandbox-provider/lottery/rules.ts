/** Points per lottery ticket, inclusive (a lô point costs 23,000 VND: 1,000 points is 23,000,000 VND). */
export const LOTTERY_POINTS = { min: 1, max: 1_000 } as const;
