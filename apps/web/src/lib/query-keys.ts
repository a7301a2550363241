/**
 * The query keys more than one feature touches. Each feature's queryOptions build their keys from
 * these, and any other feature refreshes that data through them: a feature imports no other feature,
 * so this is the one place such a key is written.
 */

const LOGGED_IN_INFO = ['auth', 'logged-in-info'] as const;
const WALLET = ['wallet'] as const;
const WALLET_BALANCES = [...WALLET, 'balances'] as const;
const PAYMENTS = ['payments'] as const;
const HISTORY = [...PAYMENTS, 'history'] as const;
const WITHDRAWAL_OPTIONS = ['withdrawal', 'options'] as const;

/** The member's own info (the header balance): every feature that moves money refreshes it. */
export const loggedInInfoKeys = {
  all: LOGGED_IN_INFO,
  of: (userId: string) => [...LOGGED_IN_INFO, userId] as const,
};

/** Every wallet query; `balances` is the account list of the transfer panel. */
export const walletKeys = {
  all: WALLET,
  balances: WALLET_BALANCES,
  balancesOf: (userId: string) => [...WALLET_BALANCES, userId] as const,
};

/**
 * Every query that shows a payment's status (a deposit, the history, a withdrawal's status): a pushed
 * status change refreshes them all at once.
 */
export const paymentKeys = {
  all: PAYMENTS,
  history: HISTORY,
  deposit: (id: number) => [...PAYMENTS, 'deposit', id] as const,
  withdrawalStatus: (id: number) => [...HISTORY, 'withdrawal', id] as const,
};

/** The withdrawal screen's limits and cards: binding a card refreshes it. */
export const withdrawalOptionsKeys = {
  all: WITHDRAWAL_OPTIONS,
  of: (userId: string) => [...WITHDRAWAL_OPTIONS, userId] as const,
};

/** A logout in flight: the members-only guard waits for it instead of sending the member to the login. */
export const logoutMutationKey = ['auth', 'logout'] as const;

const GAMES = ['games'] as const;

/**
 * The game lobby: the catalogue everyone reads (the lobby and the game page share it) and a member's
 * favourites and recent games (a played game lands in "Chơi gần đây").
 */
export const gameKeys = {
  all: GAMES,
  catalogue: [...GAMES, 'catalogue'] as const,
  mine: [...GAMES, 'mine'] as const,
  mineOf: (userId: string) => [...GAMES, 'mine', userId] as const,
};

const BETS = ['bets'] as const;

/**
 * "Lịch sử cược" and the game recall: the game page refreshes the history after every round it hears
 * of, so an open bet history never lags behind play.
 */
export const betKeys = {
  all: BETS,
  history: [...BETS, 'history'] as const,
  round: (provider: string, roundId: string) => [...BETS, 'round', provider, roundId] as const,
};
