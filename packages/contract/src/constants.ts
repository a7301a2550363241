/**
 * Plain constants of the API, free of zod so the web client can import them at run time
 * (through `@app/contract/constants`) without pulling the schema library into its bundle.
 */

/** Spec §4: the heartbeat interval, and how long after the last one a member counts as offline. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TIMEOUT_MS = 30_000;
