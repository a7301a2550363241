/** Token cookies (D5): path '/', SameSite=Lax, Secure when the page is served over https. */
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function attributes(maxAgeSeconds: number): string {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Both tokens share one lifetime: the server, not the cookie, decides when the access token has
 * expired (it answers 419), and an access cookie that vanished early would turn that into a 401.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds = THIRTY_DAYS_S): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=${attributes(0)}`;
}
