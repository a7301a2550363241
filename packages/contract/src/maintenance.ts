import { z } from 'zod';
import { GAME_PROVIDER_CODES } from '@app/domain';
import { ApiErrorSchema } from './errors.ts';
import { MAINTENANCE_AREAS, type MaintenanceWindow } from './maintenance-window.ts';
import { body, integer, text } from './fields.ts';

/**
 * Maintenance windows (issue 10): the whole site, or one area — deposits, withdrawals, one game
 * provider — closed from `startsAt` to `endsAt` with the operator's Vietnamese message. What a window
 * closes is answered 503 with `Retry-After` and the window beside the D3 error fields.
 */
export { MAINTENANCE_AREAS, MAINTENANCE_AREA_LABELS, MAINTENANCE_NOTICE_MS, maintenanceWindowOf, type MaintenanceArea, type MaintenanceWindow } from './maintenance-window.ts';

/** The longest window an operator may set in one go. */
export const MAINTENANCE_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** How far ahead a window may be scheduled. */
export const MAINTENANCE_MAX_LEAD_MS = 30 * 24 * 60 * 60 * 1000;

export const MaintenanceWindowView = z.object({
  id: z.number().int(),
  area: z.enum(MAINTENANCE_AREAS),
  /** The provider code for GAME_PROVIDER, else null. */
  providerCode: z.string().nullable(),
  message: z.string(),
  /** ISO 8601 instants. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MaintenanceWindowView = z.infer<typeof MaintenanceWindowView>;
// The zod-free shape the clients read is this schema's, exactly (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<MaintenanceWindowView, MaintenanceWindow> = true;
void sameShape;

/** Member side, open to everyone at every time (also during maintenance): what is closed now and what will be. */
export const MaintenanceStatus = z.object({
  serverTime: z.string(),
  active: z.array(MaintenanceWindowView),
  /** Windows starting within MAINTENANCE_NOTICE_MS. */
  upcoming: z.array(MaintenanceWindowView),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatus>;

/** The 503 of something under maintenance: the D3 fields, and the window that closes it. */
export const MaintenanceErrorBody = ApiErrorSchema.extend({ statusCode: z.literal(503), maintenance: MaintenanceWindowView });
export type MaintenanceErrorBody = z.infer<typeof MaintenanceErrorBody>;

/** An instant with its zone (the console sends Vietnam's wall time as `…+07:00`). */
// Each field within its range (month 01–12, day 01–31, hour 00–23…): a date read as another by a lenient parser is refused here.
const INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const instant = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} không hợp lệ`) })
    .max(40, { error: `${label} không hợp lệ` })
    .regex(INSTANT, { error: `${label} không hợp lệ` })
    .refine((v) => Number.isFinite(Date.parse(v)), { error: `${label} không hợp lệ` });

const maintenanceText = text('Thông báo bảo trì', { min: 5, max: 300 }).refine((m) => m.trim().length >= 5, {
  error: 'Thông báo bảo trì phải có ít nhất 5 ký tự',
});

export const MaintenanceCreateBody = body({
  area: z.enum(MAINTENANCE_AREAS, { error: 'Khu vực bảo trì không hợp lệ' }),
  providerCode: z.enum(GAME_PROVIDER_CODES, { error: 'Nhà cung cấp không hợp lệ' }).optional(),
  message: maintenanceText,
  /** Absent: from now. */
  startsAt: instant('Thời gian bắt đầu').optional(),
  endsAt: instant('Thời gian kết thúc'),
})
  .refine((b) => (b.area === 'GAME_PROVIDER') === (b.providerCode !== undefined), {
    error: 'Chọn nhà cung cấp khi bảo trì một nhà cung cấp (và chỉ khi đó)',
    path: ['providerCode'],
  })
  .refine((b) => b.startsAt === undefined || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    error: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    path: ['endsAt'],
  });
export type MaintenanceCreateBody = z.infer<typeof MaintenanceCreateBody>;

export const MaintenanceEndBody = body({ id: integer('Mã bảo trì', { min: 1, max: Number.MAX_SAFE_INTEGER }) });

export const OperatorMaintenanceWindow = MaintenanceWindowView.extend({
  state: z.enum(['active', 'scheduled', 'ended']),
  /** The operator's username. */
  createdBy: z.string(),
  createdAt: z.string(),
  /** Who ended it early or cancelled it before its start, if anyone. */
  endedBy: z.string().nullable(),
});
export const OperatorMaintenanceList = z.object({
  serverTime: z.string(),
  /** Active and scheduled windows, then the latest ended ones (at most 20). */
  windows: z.array(OperatorMaintenanceWindow),
});
export type OperatorMaintenanceList = z.infer<typeof OperatorMaintenanceList>;
