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
  bankCards: '/the-ngan-hang',
  settings: '/cai-dat',
  promotions: '/khuyen-mai',
  support: '/cskh',
  /** The footer's text pages (config/info-pages.ts) share one route. */
  infoPage: '/:page',
} as const;

/** The desktop home scrolled to one category's showcase: /?muc=the-thao. */
export const HOME_SECTION_PARAM = 'muc';

export function homeSectionPath(slug: string): string {
  return `${paths.home}?${HOME_SECTION_PARAM}=${slug}`;
}

export function infoPagePath(slug: string): string {
  return `/${slug}`;
}
