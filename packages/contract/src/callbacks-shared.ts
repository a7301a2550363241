/**
 * Callbacks ("Gọi lại cho tôi", issue 10), the zod-free half both clients read at run time
 * (`@app/contract/callbacks`): the time windows a member or visitor may pick and when each is still
 * open, the statuses and their names, the phone rule and the sentences a refusal carries, and the
 * views' types. callbacks.ts builds the schemas on these, so the form and the server say the same.
 */

/** "Ngay bây giờ", or a part of today or tomorrow, in Asia/Ho_Chi_Minh hours. */
export const CALLBACK_WINDOWS = ['now', 'today-morning', 'today-afternoon', 'today-evening', 'tomorrow-morning', 'tomorrow-afternoon', 'tomorrow-evening'] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/** The hours of each part of the day, Vietnam time: [from, to). */
export const CALLBACK_DAY_PARTS = { morning: [8, 12], afternoon: [12, 18], evening: [18, 22] } as const;
type DayPart = keyof typeof CALLBACK_DAY_PARTS;

const hours = (part: DayPart) => {
  const [from, to] = CALLBACK_DAY_PARTS[part];
  return `${String(from).padStart(2, '0')}:00–${String(to).padStart(2, '0')}:00`;
};

/** What the form offers (the console names a window by its day instead: formatCallbackWindow). */
export const CALLBACK_WINDOW_LABELS: Readonly<Record<CallbackWindow, string>> = {
  now: 'Ngay bây giờ',
  'today-morning': `Hôm nay, ${hours('morning')}`,
  'today-afternoon': `Hôm nay, ${hours('afternoon')}`,
  'today-evening': `Hôm nay, ${hours('evening')}`,
  'tomorrow-morning': `Ngày mai, ${hours('morning')}`,
  'tomorrow-afternoon': `Ngày mai, ${hours('afternoon')}`,
  'tomorrow-evening': `Ngày mai, ${hours('evening')}`,
};

/** Vietnam has kept UTC+7 all year since 1975: a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Epoch ms of the Vietnam midnight that starts the day `at` falls in. */
function vietnamMidnight(at: number): number {
  return Math.floor((at + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
}

/** The instants a window covers when picked at `at`; null for "Ngay bây giờ". */
export function callbackWindowRange(window: CallbackWindow, at: number): { from: number; to: number } | null {
  if (window === 'now') return null;
  const [day, part] = window.split('-') as ['today' | 'tomorrow', DayPart];
  const midnight = vietnamMidnight(at) + (day === 'tomorrow' ? DAY_MS : 0);
  const [from, to] = CALLBACK_DAY_PARTS[part];
  return { from: midnight + from * HOUR_MS, to: midnight + to * HOUR_MS };
}

/** Whether a window can still be picked at `at`: "Ngay bây giờ" always, a part of the day until it ends. */
export function callbackWindowOpen(window: CallbackWindow, at: number): boolean {
  const range = callbackWindowRange(window, at);
  return range === null || range.to > at;
}

/** The windows the form offers at `at`, in order. */
export function openCallbackWindows(at: number): CallbackWindow[] {
  return CALLBACK_WINDOWS.filter((w) => callbackWindowOpen(w, at));
}

/**
 * A stored request's window as read at `now` (the console, the member's status): "Ngay bây giờ", or
 * the day ("Hôm nay", "Ngày mai", "Hôm qua", else dd-MM) and the hours.
 */
export function formatCallbackWindow(request: { window: CallbackWindow; preferredFrom: string | null; preferredTo: string | null }, now: number): string {
  if (request.window === 'now' || !request.preferredFrom || !request.preferredTo) return CALLBACK_WINDOW_LABELS.now;
  const from = Date.parse(request.preferredFrom);
  const to = Date.parse(request.preferredTo);
  const days = Math.round((vietnamMidnight(from) - vietnamMidnight(now)) / DAY_MS);
  const local = (ms: number) => new Date(ms + VIETNAM_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = (ms: number) => `${pad(local(ms).getUTCHours())}:${pad(local(ms).getUTCMinutes())}`;
  const day = days === 0 ? 'Hôm nay' : days === 1 ? 'Ngày mai' : days === -1 ? 'Hôm qua' : `${pad(local(from).getUTCDate())}-${pad(local(from).getUTCMonth() + 1)}`;
  return `${day}, ${time(from)}–${time(to)}`;
}

/**
 * waiting: in the console's queue, nobody has it; claimed: an operator is on it; done: called back;
 * unreachable: called, nobody answered. The last two close the request.
 */
export const CALLBACK_STATUSES = ['waiting', 'claimed', 'done', 'unreachable'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export const OPEN_CALLBACK_STATUSES = ['waiting', 'claimed'] as const satisfies readonly CallbackStatus[];

/** What the member reads. */
export const CALLBACK_STATUS_LABELS: Readonly<Record<CallbackStatus, string>> = {
  waiting: 'Đang chờ gọi lại',
  claimed: 'Nhân viên đang liên hệ',
  done: 'Đã gọi lại',
  unreachable: 'Không liên lạc được',
};

/** A Vietnamese mobile number as typed in this form: 10 digits, 03x, 05x, 07x, 08x or 09x. */
export const CALLBACK_PHONE_PATTERN = /^0[35789]\d{8}$/;
/** The member's or visitor's note, and an operator's note on a step (characters). */
export const CALLBACK_NOTE_MAX = 200;
export const CALLBACK_ACTION_NOTE_MAX = 500;
/** Done and unreachable say what happened: at least this many characters that are not spaces. */
export const CALLBACK_CLOSE_NOTE_MIN = 3;

/** The sentences a refused form carries, on the server (400) and in the form alike. */
export const CALLBACK_FIELD_MESSAGES = {
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại di động gồm 10 chữ số, bắt đầu bằng 03, 05, 07, 08 hoặc 09',
  windowRequired: 'Vui lòng chọn khung giờ gọi lại',
  windowInvalid: 'Khung giờ gọi lại không hợp lệ',
  windowOver: 'Khung giờ này đã qua, vui lòng chọn khung giờ khác',
  noteInvalid: 'Ghi chú phải là chuỗi ký tự',
  noteTooLong: `Ghi chú tối đa ${CALLBACK_NOTE_MAX} ký tự`,
} as const;

/**
 * A phone as people type it, in the form's shape: spaces, dots, dashes and brackets dropped, and
 * +84 / 84 in front read as the leading 0 ('+84 912 345 678' → '0912345678').
 */
export function normalizeCallbackPhone(typed: string): string {
  const digits = typed.trim().replace(/[\s.\-()]/g, '');
  if (/^\+?84\d{9}$/.test(digits)) return `0${digits.replace(/^\+?84/, '')}`;
  return digits;
}

export type CallbackFields = { phone: string; window: CallbackWindow | ''; note: string };

/** The form's own check, with the server's sentences: each field's first problem, none when it may be sent. */
export function checkCallbackFields(fields: CallbackFields, at: number): Partial<Record<keyof CallbackFields, string>> {
  const problems: Partial<Record<keyof CallbackFields, string>> = {};
  if (fields.phone === '') problems.phone = CALLBACK_FIELD_MESSAGES.phoneRequired;
  else if (!CALLBACK_PHONE_PATTERN.test(fields.phone)) problems.phone = CALLBACK_FIELD_MESSAGES.phoneInvalid;
  if (fields.window === '') problems.window = CALLBACK_FIELD_MESSAGES.windowRequired;
  else if (!callbackWindowOpen(fields.window, at)) problems.window = CALLBACK_FIELD_MESSAGES.windowOver;
  if (fields.note.normalize('NFC').length > CALLBACK_NOTE_MAX) problems.note = CALLBACK_FIELD_MESSAGES.noteTooLong;
  return problems;
}

/** A request as its member or visitor sees it (no note, no operator). */
export type CallbackRequestView = {
  id: number;
  /** '0912345678'. */
  phone: string;
  window: CallbackWindow;
  /** ISO 8601; null for "Ngay bây giờ". */
  preferredFrom: string | null;
  preferredTo: string | null;
  status: CallbackStatus;
  createdAt: string;
  closedAt: string | null;
};

/** The member's side of the page: the phone on their profile (prefilled) and their current request. */
export type CallbackMine = {
  serverTime: string;
  profilePhone: string | null;
  /** The open request, else the one closed in the last 24 hours (its outcome), else null. */
  current: CallbackRequestView | null;
};

export type CallbackOperatorRef = { id: string; name: string };

/** A request as the console's queue shows it. */
export type OperatorCallbackItem = CallbackRequestView & {
  /** The member who asked, or null for a visitor. */
  member: { memberId: string; username: string; nickname: string } | null;
  brandId: string;
  note: string | null;
  claimedBy: CallbackOperatorRef | null;
  claimedAt: string | null;
  claimNote: string | null;
  closedBy: CallbackOperatorRef | null;
  closeNote: string | null;
};

export type OperatorCallbackQueue = {
  serverTime: string;
  /** Waiting and claimed requests, oldest first. */
  open: OperatorCallbackItem[];
  /** The latest closed ones, newest first. */
  recent: OperatorCallbackItem[];
};
