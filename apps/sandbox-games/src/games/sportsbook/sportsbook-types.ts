import type {
  BetLeg,
  BoardFixture,
  BoardMarket,
  MarketSide,
  SportsbookBet,
  SportsbookBetsResponse,
  SportsbookBoardResponse,
  SportsbookPlaceBody,
  SportsbookPlaceResponse,
} from '@app/contract/sandbox-sportsbook';

/** The sportsbook's answers as types only (contract sandbox-sportsbook): the bundle carries no zod. */
export type Board = SportsbookBoardResponse;
export type Fixture = BoardFixture;
export type Market = BoardMarket;
export type Side = MarketSide;
export type Bet = SportsbookBet;
export type Leg = BetLeg;
export type BetsAnswer = SportsbookBetsResponse;
export type PlaceBody = SportsbookPlaceBody;
export type PlaceAnswer = SportsbookPlaceResponse;
export type MarketKind = Market['kind'];
export type Period = Market['period'];
export type LegOutcome = NonNullable<Leg['outcome']>;
