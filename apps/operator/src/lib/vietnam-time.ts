/** The console's datetime inputs, read and filled in Vietnam's wall time (the maintenance windows, the sportsbook's kick-offs). */

/** Vietnam has had no daylight saving time since 1975: a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * What an `<input type="datetime-local">` holds ('YYYY-MM-DDTHH:mm', perhaps with seconds), read as
 * Vietnam's wall time whatever the operator's machine is set to: 'YYYY-MM-DDTHH:mm:00+07:00'. Null when
 * the field is empty or incomplete.
 */
export function vietnamInstant(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(local);
  return match ? `${match[1]}:00+07:00` : null;
}

/** An instant as a datetime-local value in Vietnam time ('YYYY-MM-DDTHH:mm'). */
export function vietnamLocalValue(ms: number): string {
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}
