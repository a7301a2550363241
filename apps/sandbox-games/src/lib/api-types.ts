import type { z } from 'zod';
import type {
  FairnessState,
  GameRoundResponse,
  GameSessionResponse,
  RotateSeedResponse,
} from '@app/contract/sandbox-provider';

/** The contract's answers as types only: the game bundle carries no schema library. */
export type GameSession = z.infer<typeof GameSessionResponse>;
export type GameRound = z.infer<typeof GameRoundResponse>;
export type RotateSeedAnswer = z.infer<typeof RotateSeedResponse>;
export type { FairnessState };
