import type { LoggedInInfo } from '@app/contract';
import { isMobileUserAgent, MAIN_WALLET_LABEL } from '@app/domain';
import { create } from 'zustand';

/**
 * Shared client state of spec §3, with exactly the spec's items and defaults. Server data (logged-in
 * info, balances) lives in TanStack Query; username, balance and totalBalance are the spec's own store
 * items and are set from the logged-in info whenever it arrives.
 *
 * Readings of the items the spec names without a purpose, and where they are used today:
 * - `loading`: an auth submission (login, registration) is in flight.
 * - `display`: the full notice list ("Thông báo") is displayed, opened from the scrolling notice line.
 * - `popupShowing` / `popupHidden`: the self-closing success popup (spec §9, 1 s). `popupShowing` drives
 *   its enter/leave transition; `popupHidden` is true once it has left, so it is unmounted. Two flags
 *   because "not showing" and "hidden" differ during the leave transition.
 * - `personalMenuCollapsed`: the desktop member menu.
 * - `refreshPoint`: a balance refresh is in progress (the refresh control spins).
 * - `chosenGame`: the game tile a member or visitor last picked.
 * - `dialog`: the spec §8 message dialog ("Tin nhắn").
 * Kept with the spec's defaults for screens not built yet (member centre, transfers, game lobby
 * menus): `sideMenuCollapsed` (member-centre side menu), `confirm` (ask before leaving a flow),
 * `services`, `memberInfo`, `transferSource` / `transferTarget`, `menuTimeout` (hover-menu delay).
 */
export type ChosenGame = { id?: string; category?: string; provider?: string; name?: string };
export type DialogState = { title?: string; message: string } | null;

export type AppState = {
  loading: boolean;
  username: string;
  balance: number;
  totalBalance: number;
  display: boolean;
  popupShowing: boolean;
  popupHidden: boolean;
  /** What the success popup says; in the store so a second success while it shows replaces the text. */
  popupText: string;
  dialog: DialogState;
  sideMenuCollapsed: boolean;
  personalMenuCollapsed: boolean;
  confirm: boolean;
  loggedInInfo: Partial<LoggedInInfo>;
  chosenGame: ChosenGame;
  isMobile: boolean;
  services: string[];
  memberInfo: Record<string, unknown>;
  refreshPoint: boolean;
  transferSource: string;
  transferTarget: string | null;
  menuTimeout: boolean;
};

type AppActions = {
  setLoggedInInfo: (info: LoggedInInfo) => void;
  showDialog: (message: string, title?: string) => void;
  closeDialog: () => void;
  /** Back to the defaults; the device flag stays. */
  reset: () => void;
};

export function detectMobile(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}

export function initialAppState(isMobile: boolean): AppState {
  return {
    loading: false,
    username: '',
    balance: 0,
    totalBalance: 0,
    display: false,
    popupShowing: false,
    popupHidden: true,
    popupText: '',
    dialog: null,
    sideMenuCollapsed: true,
    personalMenuCollapsed: true,
    confirm: true,
    loggedInInfo: {},
    chosenGame: {},
    isMobile,
    services: [],
    memberInfo: {},
    refreshPoint: false,
    transferSource: MAIN_WALLET_LABEL,
    transferTarget: null,
    menuTimeout: false,
  };
}

export const useAppStore = create<AppState & AppActions>()((set, get) => ({
  ...initialAppState(detectMobile()),
  setLoggedInInfo: (info) =>
    set({ loggedInInfo: info, username: info.username, balance: info.balance, totalBalance: info.totalBalance }),
  showDialog: (message, title) => set({ dialog: title === undefined ? { message } : { title, message } }),
  closeDialog: () => set({ dialog: null }),
  reset: () => set(initialAppState(get().isMobile)),
}));
