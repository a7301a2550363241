/**
 * Display rules of spec §9 and D8. Money is an integer number of VND (D3) shown with comma thousands
 * separators, never the vi-VN dot, so a member reads the same figure on every page and device.
 */

/** Vietnam has had no daylight saving time since 1975, so a fixed offset is exact. */
const HO_CHI_MINH_OFFSET_MS = 7 * 60 * 60 * 1000;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatMoney(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new Error(`formatMoney: ${amount} is not a whole number of VND within the safe integer range`);
  }
  const sign = amount < 0 ? '-' : '';
  return sign + groupThousands(String(Math.abs(amount)));
}

export function formatMoneyVnd(amount: number): string {
  return `${formatMoney(amount)} ₫`;
}

/**
 * Reads what a member typed in an amount field. Accepts plain digits or digits grouped by threes with
 * commas (our display form) or dots (the vi-VN habit; VND has no decimals, so '1.000' can only mean
 * one thousand), optionally followed by ₫, đ or VND. Anything else, including negatives, is null.
 */
export function parseMoneyInput(input: string): number | null {
  const s = input.trim().replace(/\s*(₫|đ|vnđ|vnd)$/i, '').replace(/\s/g, '');
  if (!/^(\d+|\d{1,3}(,\d{3})+|\d{1,3}(\.\d{3})+)$/.test(s)) return null;
  const n = Number(s.replace(/[.,]/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** '1234567890123456' → '1234 5678 9012 3456'; spaces already in the input are dropped first. */
export function groupInFours(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * First 3 + '***' + last 3 (spec §9). A value of 6 characters or fewer would be shown whole by that
 * rule, so it is masked completely instead: a mask must never reveal the full account number.
 */
export function maskAccount(account: string): string {
  const s = account.replace(/\s+/g, '');
  if (s.length <= 6) return '*'.repeat(s.length);
  return `${s.slice(0, 3)}***${s.slice(-3)}`;
}

/**
 * 'dd-MM HH:mm' in Asia/Ho_Chi_Minh, whatever the machine's time zone. A string must carry its zone
 * ('Z' or an offset such as +07:00): JavaScript reads a zone-less date-time as the machine's local
 * time, which would make the result depend on where the code runs.
 */
export function formatDateTime(value: Date | string | number): string {
  const { day, month, time } = hoChiMinhParts(value);
  return `${day}-${month} ${time}`;
}

/**
 * 'dd-MM-yyyy HH:mm' in Asia/Ho_Chi_Minh, same rules as formatDateTime: for a moment that may lie in
 * another year (when a time-out or self-exclusion ends), where 'dd-MM' alone would be ambiguous.
 */
export function formatDateTimeWithYear(value: Date | string | number): string {
  const { day, month, year, time } = hoChiMinhParts(value);
  return `${day}-${month}-${year} ${time}`;
}

function hoChiMinhParts(value: Date | string | number) {
  const d = new Date(toEpochMs(value) + HO_CHI_MINH_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: pad(d.getUTCDate()),
    month: pad(d.getUTCMonth() + 1),
    year: String(d.getUTCFullYear()),
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

function toEpochMs(value: Date | string | number): number {
  if (typeof value === 'string' && !/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) {
    throw new Error(`formatDateTime: '${value}' has no time zone; send an ISO time with Z or an offset`);
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`formatDateTime: '${String(value)}' is not a valid time`);
  return ms;
}

/**
 * The app keeps a Vietnamese mobile number as a number without its leading 0 (spec §5), e.g.
 * 912345678; members read it as '0912 345 678'. A string with or without the 0 is accepted too.
 */
export function formatPhone(phone: number | string): string {
  if (typeof phone === 'number' && !Number.isSafeInteger(phone)) {
    throw new Error(`formatPhone: ${phone} is not a whole phone number`);
  }
  const digits = String(phone).replace(/[\s.-]/g, '');
  const local = /^\d{9}$/.test(digits) ? `0${digits}` : digits;
  if (!/^0\d{9}$/.test(local)) throw new Error(`formatPhone: '${String(phone)}' is not a 10-digit Vietnamese mobile number`);
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
