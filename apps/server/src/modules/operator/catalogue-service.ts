import type { GameCatalogue, OperatorGameReorderBody, OperatorGameUpdateBody, OperatorProviderUpdateBody } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { CatalogueChange, GamesService } from '../games/service.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

/**
 * The console's side of the game catalogue: hide, show, pause and reorder. The games module makes the
 * change; the audit row is written in the same transaction, so no change goes unaudited and a refused
 * change leaves no row.
 */
export function createCatalogueAdminService(deps: { db: Database; games: GamesService }) {
  const { db, games } = deps;

  async function audited(actor: Actor, action: 'game.update' | 'game.provider_update' | 'game.reorder', change: (trx: Database) => Promise<CatalogueChange>) {
    await db.transaction(async (trx) => {
      const { target, details } = await change(trx);
      await appendAudit(trx, { operatorId: actor.operator.id, action, target, details, ip: actor.ip });
    });
    return games.operatorCatalogue();
  }

  return {
    catalogue: (): Promise<GameCatalogue> => games.operatorCatalogue(),
    updateGame: (actor: Actor, body: OperatorGameUpdateBody) => audited(actor, 'game.update', (trx) => games.updateGame(trx, body)),
    updateProvider: (actor: Actor, body: OperatorProviderUpdateBody) => audited(actor, 'game.provider_update', (trx) => games.updateProvider(trx, body)),
    reorder: (actor: Actor, body: OperatorGameReorderBody) => audited(actor, 'game.reorder', (trx) => games.reorder(trx, body)),
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
