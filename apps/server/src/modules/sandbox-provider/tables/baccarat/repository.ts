import type { BaccaratHand } from '@app/domain/casino';
import type { Database } from '../../../../db/database.ts';
import * as repo from '../repository.ts';

/** A baccarat table's rounds as stored, their hands typed (what its views and its tests read). */
export type TableRoundRow = repo.TableRoundRow<BaccaratHand>;

export const findRound = (db: Database, tableId: string, roundNo: number): Promise<TableRoundRow | null> => repo.findRound<BaccaratHand>(db, tableId, roundNo);

export const latestRound = (db: Database, tableId: string): Promise<TableRoundRow | null> => repo.latestRound<BaccaratHand>(db, tableId);
