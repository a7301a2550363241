/**
 * D2: brands (skins). Each is a config record; the client picks one by host name (default: the first),
 * the server accepts a request signed under any brand's key and checks that the App identifier sent
 * in login, registration and backup URL is that brand's. Both brands are made up for the demo.
 */
export type BrandId = 'rong-vang' | 'lam-ngoc';

/** The messaging apps a brand answers on (spec §1 "messenger apps"). */
export type MessengerKind = 'zalo' | 'telegram' | 'messenger';
export type Messenger = { kind: MessengerKind; name: string; url: string };

export type Brand = {
  id: BrandId;
  displayName: string;
  /** Sent as App / AppName on login, registration and backup URL. */
  appId: string;
  /** D4 application key: ships in the client, so it is no secret. */
  appKey: string;
  /** Host names that select this brand (without port). */
  hosts: readonly string[];
  colors: { accent: string; accentText: string; action: string; actionText: string; surface: string; surfaceRaised: string };
  support: {
    /** Live chat and maintenance links use group 5 (spec §1). */
    liveChatUrl: string;
    maintenanceUrl: string;
    phone: string;
    email: string;
    /** Zalo, Telegram and Facebook Messenger, each the brand's own account (the support page also shows Zalo's and Telegram's as QR codes). */
    messengers: readonly Messenger[];
  };
};

export const BRANDS: readonly Brand[] = [
  {
    id: 'rong-vang',
    displayName: 'Rồng Vàng',
    appId: 'RONGVANG',
    appKey: 'rv-app-key-2026-demo-7f3a9c',
    hosts: ['localhost', 'rongvang.localhost'],
    colors: {
      accent: '#f5c451',
      accentText: '#1a1205',
      action: '#e2483d',
      actionText: '#ffffff',
      surface: '#0b1220',
      surfaceRaised: '#141d31',
    },
    support: {
      liveChatUrl: '/cskh/chat?group=5',
      maintenanceUrl: '/bao-tri?group=5',
      phone: '1900 6868',
      email: 'cskh@rongvang.example',
      messengers: [
        { kind: 'zalo', name: 'Zalo', url: 'https://zalo.me/rongvang.example' },
        { kind: 'telegram', name: 'Telegram', url: 'https://t.me/rongvang_example' },
        { kind: 'messenger', name: 'Messenger', url: 'https://m.me/rongvang.example' },
      ],
    },
  },
  {
    id: 'lam-ngoc',
    displayName: 'Lam Ngọc',
    appId: 'LAMNGOC',
    appKey: 'ln-app-key-2026-demo-41be08',
    hosts: ['lamngoc.localhost', '127.0.0.1'],
    colors: {
      accent: '#3fd0c9',
      accentText: '#04201f',
      action: '#2f7cf6',
      actionText: '#ffffff',
      surface: '#08161c',
      surfaceRaised: '#10252d',
    },
    support: {
      liveChatUrl: '/cskh/chat?group=5',
      maintenanceUrl: '/bao-tri?group=5',
      phone: '1900 8989',
      email: 'cskh@lamngoc.example',
      messengers: [
        { kind: 'zalo', name: 'Zalo', url: 'https://zalo.me/lamngoc.example' },
        { kind: 'telegram', name: 'Telegram', url: 'https://t.me/lamngoc_example' },
        { kind: 'messenger', name: 'Messenger', url: 'https://m.me/lamngoc.example' },
      ],
    },
  },
];

export const DEFAULT_BRAND: Brand = BRANDS[0]!;

export function brandForHost(hostname: string): Brand {
  const host = hostname.toLowerCase();
  return BRANDS.find((b) => b.hosts.includes(host)) ?? DEFAULT_BRAND;
}
