import { auth, captcha, member } from './i18n/auth.ts';
import { app, comingSoon, dialog, nav, success, support } from './i18n/common.ts';
import { banners, footer, games, home, info, siteQr } from './i18n/home.ts';
import { amount, payments, wallet } from './i18n/wallet.ts';

/**
 * Every string a member reads lives in this catalogue, in the glossary's words (design brief); no
 * component or feature keeps text of its own. `t` holds what the shell and several screens share.
 * The words of one lazily loaded screen (deposit, withdrawal, bank cards, history, player protection,
 * the level progress, the game lobby's category pages: lib/i18n/lobby.ts, the game page and the bet history: lib/i18n/play.ts) are their own exports of
 * lib/i18n/, imported by that screen, so they travel in its chunk and not in every visitor's first
 * download. The one English string is the start placeholder, which spec §2 gives literally as
 * "Loading...".
 */
export const t = {
  app,
  dialog,
  auth,
  member,
  wallet,
  amount,
  nav,
  home,
  banners,
  games,
  footer,
  siteQr,
  payments,
  comingSoon,
  info,
  support,
  captcha,
  success,
} as const;
