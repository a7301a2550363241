/**
 * Every page of the member client, one line each (bulletproof-react's config/paths.ts): routes, links,
 * redirects and navigations take their address from here, never from a string typed again.
 */
export const paths = {
  home: '/',
  login: '/dang-nhap',
  register: '/dang-ky',
  account: '/tai-khoan',
  deposit: '/nap-tien',
  withdraw: '/rut-tien',
  transfer: '/chuyen-quy',
  history: '/lich-su-giao-dich',
  betHistory: '/lich-su-cuoc',
  bankCards: '/the-ngan-hang',
  settings: '/cai-dat',
  promotions: '/khuyen-mai',
  support: '/cskh',
  /** The CSKH page with the live chat panel open over it (the brand's live chat link, /cskh/chat?group=5). */
  liveChat: '/cskh/chat',
  /** A game category's lobby ("sảnh"): /sanh/no-hu. */
  category: '/sanh/:slug',
  /** One game, members only: /choi/kho-bau-rong. */
  game: '/choi/:gameId',
  /** Recomputes a round from its revealed seed, in the browser; public. */
  fairness: '/kiem-tra-cong-bang',
  /** The footer's text pages (config/info-pages.ts) share one route. */
  infoPage: '/:page',
} as const;

/** The lobby's one filter (a provider code, or the member's favourites / recent games): /sanh/no-hu?loc=JILI. */
export const LOBBY_FILTER_PARAM = 'loc';
/** What the lobby's search box holds: /sanh/no-hu?tim=ban+ca. */
export const LOBBY_SEARCH_PARAM = 'tim';
/** Where a visitor goes back to once logged in or registered: /dang-nhap?tiep=%2Fchoi%2Ftai-xiu. */
export const RETURN_PARAM = 'tiep';

export function categoryPath(slug: string, filter?: string): string {
  const path = `/sanh/${encodeURIComponent(slug)}`;
  return filter ? `${path}?${new URLSearchParams({ [LOBBY_FILTER_PARAM]: filter })}` : path;
}

export function gamePath(gameId: string): string {
  return `/choi/${encodeURIComponent(gameId)}`;
}

export function infoPagePath(slug: string): string {
  return `/${slug}`;
}

/** The login page, remembering an in-app page to come back to (a game the visitor picked). */
export function loginPath(returnTo?: string | null): string {
  return withReturn(paths.login, returnTo);
}

export function registerPath(returnTo?: string | null): string {
  return withReturn(paths.register, returnTo);
}

function withReturn(path: string, returnTo?: string | null): string {
  const safe = returnTo ? safeReturnPath(returnTo) : null;
  return safe ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : path;
}

/**
 * The page to come back to, read from a search string (`?tiep=…`), or null. Only a path of this app
 * is taken ("/…", not "//host" or "/\host", which a browser reads as another site), so the parameter
 * cannot send a member elsewhere after logging in.
 */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (value === paths.login || value === paths.register || value.startsWith(`${paths.login}?`) || value.startsWith(`${paths.register}?`)) return null;
  return value;
}
