import type { XocDiaResult } from '@app/domain/casino';
import type { Database } from '../../../../db/database.ts';
import * as repo from '../repository.ts';

/** A xóc đĩa table's rounds as stored, their coins typed (what its views and its tests read). */
export type TableRoundRow = repo.TableRoundRow<XocDiaResult>;

export const findRound = (db: Database, tableId: string, roundNo: number): Promise<TableRoundRow | null> => repo.findRound<XocDiaResult>(db, tableId, roundNo);

export const latestRound = (db: Database, tableId: string): Promise<TableRoundRow | null> => repo.latestRound<XocDiaResult>(db, tableId);
