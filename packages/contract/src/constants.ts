/**
 * Plain constants of the API, free of zod so the web client can import them at run time
 * (through `@app/contract/constants`) without pulling the schema library into its bundle.
 */

/** Spec §4: the heartbeat interval, and how long after the last one a member counts as offline. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TIMEOUT_MS = 30_000;

/** One transfer moves at least 1,000 VND (the smallest amount a member can bet with) and at most 1,000,000,000. */
export const TRANSFER_MIN_AMOUNT = 1_000;
export const TRANSFER_MAX_AMOUNT = 1_000_000_000;
