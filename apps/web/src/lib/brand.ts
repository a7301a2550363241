import { brandForHost, type Brand } from '@app/domain';

/** D2: the brand (skin) this page runs as, chosen once by host name. */
export const brand: Brand = brandForHost(location.hostname);

/** Brand colours become CSS custom properties on :root; every stylesheet reads only those. */
export function applyBrandTheme(current: Brand = brand): void {
  const root = document.documentElement;
  const { colors } = current;
  root.style.setProperty('--accent', colors.accent);
  root.style.setProperty('--accent-text', colors.accentText);
  root.style.setProperty('--action', colors.action);
  root.style.setProperty('--action-text', colors.actionText);
  root.style.setProperty('--surface', colors.surface);
  root.style.setProperty('--surface-raised', colors.surfaceRaised);
  root.dataset.brand = current.id;
  document.title = current.displayName;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.surface);
}
