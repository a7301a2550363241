import { KHO_BAU_RONG_94, KHO_BAU_RONG_96, KHO_BAU_RONG_97 } from './games/kho-bau-rong.ts';
import { NGOC_BICH_94, NGOC_BICH_96, NGOC_BICH_97 } from './games/ngoc-bich-may-man.ts';
import type { SlotDefinition } from './types.ts';

/**
 * The return is chosen by choosing strips: each game ships with three strip sets on one paytable. The
 * operator picks a variant; a round records the strip set's id so a recall replays the very same strips.
 */
export const SLOT_RTP_VARIANTS = {
  'kho-bau-rong': { 94: KHO_BAU_RONG_94, 96: KHO_BAU_RONG_96, 97: KHO_BAU_RONG_97 },
  'ngoc-bich-may-man': { 94: NGOC_BICH_94, 96: NGOC_BICH_96, 97: NGOC_BICH_97 },
} as const satisfies Record<string, Record<number, SlotDefinition>>;

export type SlotGameId = keyof typeof SLOT_RTP_VARIANTS;
export type SlotRtpVariant = keyof (typeof SLOT_RTP_VARIANTS)[SlotGameId];

export const DEFAULT_SLOT_RTP_VARIANT: SlotRtpVariant = 96;

/** The games as shipped (96% strips), by game id. */
export const SLOT_GAMES: Readonly<Record<SlotGameId, SlotDefinition>> = {
  'kho-bau-rong': KHO_BAU_RONG_96,
  'ngoc-bich-may-man': NGOC_BICH_96,
};

export function isSlotGameId(id: string): id is SlotGameId {
  return Object.hasOwn(SLOT_RTP_VARIANTS, id);
}

export function slotDefinition(gameId: SlotGameId, variant: SlotRtpVariant = DEFAULT_SLOT_RTP_VARIANT): SlotDefinition {
  return SLOT_RTP_VARIANTS[gameId][variant];
}

/** Any strip set by its own id (e.g. 'kho-bau-rong-94'), as a round recorded it: what a recall looks up. */
export function slotDefinitionById(id: string): SlotDefinition | undefined {
  for (const variants of Object.values(SLOT_RTP_VARIANTS)) {
    for (const def of Object.values(variants)) if (def.id === id) return def;
  }
  return undefined;
}
