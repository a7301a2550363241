import { z } from 'zod';

/**
 * What every live table's game page sends and receives alike (baccarat, xóc đĩa: contract part 3):
 * a bet of a few lines on the round the member saw, its record, the answer to it and the member's
 * latest bets. Each table gives its own cửa (bet kinds), bet line and result; the rules (a positive
 * whole VND amount per line, at most `maxLines` lines, an id per request so a retry is one bet) are one.
 */

/** What an object with a field too many, or not an object at all, is refused with. */
export const TABLE_INVALID_BODY = { error: 'Dữ liệu không hợp lệ.' };

const ROUND = 'Ván cược không hợp lệ.';
const AMOUNT = 'Mức cược phải là một số tiền nguyên dương (VND).';
const NO_LINE = 'Chưa chọn cửa cược.';
const CLIENT_ID = 'Mã yêu cầu không hợp lệ.';

/** Per bet kind, per player and round (the sum of their bets on it), in VND. */
export const TableBetLimit = z.object({ min: z.number().int(), max: z.number().int() });

/** A cửa and its amount, as a bet record and the round's totals show it. */
export const tableBetLine = <K extends z.ZodType>(kind: K) => z.object({ kind, amount: z.number().int() });

export const tableBetBody = <K extends z.ZodType>(kind: K, maxLines: number) =>
  z.strictObject(
    {
      /** The round the member saw: a bet never goes to another round without their knowing. */
      roundNo: z.number({ error: ROUND }).int({ error: ROUND }).positive({ error: ROUND }),
      bets: z
        .array(z.strictObject({ kind, amount: z.number({ error: AMOUNT }).int({ error: AMOUNT }).positive({ error: AMOUNT }) }, TABLE_INVALID_BODY), { error: NO_LINE })
        .min(1, { error: NO_LINE })
        .max(maxLines, { error: `Tối đa ${maxLines} cửa cược mỗi lần.` }),
      /** The page's id for this request: the same id again gives the same bet, never a second one. */
      clientId: z.string({ error: CLIENT_ID }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: CLIENT_ID }),
    },
    TABLE_INVALID_BODY,
  );

export const tableBetRecord = <L extends z.ZodType, R extends z.ZodType>(line: L, result: R) =>
  z.object({
    betId: z.string(),
    roundNo: z.number().int(),
    bets: z.array(line),
    stake: z.number().int(),
    /** open until the round is settled; then won (win > 0, a refund included where the table refunds) or lost. */
    status: z.enum(['open', 'won', 'lost']),
    win: z.number().int(),
    /** Once shown. */
    result: result.nullable(),
    placedAt: z.string(),
  });

/** The bet placed, the member's bets in the round now (summed per kind) and their game balance. */
export const tableBetResponse = <B extends z.ZodType, L extends z.ZodType>(record: B, line: L) =>
  z.object({ bet: record, myBets: z.array(line), balance: z.number().int().min(0) });

export const TableHistoryBody = z.strictObject({}, TABLE_INVALID_BODY);
/** The player's latest bets at this table (most recent first, at most 30). */
export const tableHistoryResponse = <B extends z.ZodType>(record: B) => z.object({ bets: z.array(record) });
