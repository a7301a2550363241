import { currentApiOrigin } from '../../../lib/backup-hosts.ts';

/**
 * The payment page address from the server, if it is one a link may open. A relative address is the
 * server's own page (the sandbox bank), so it is resolved against the API host that answered, which is
 * this origin unless a backup host is in use. Only http(s): a bad or tampered answer can never turn
 * the "Đến trang ngân hàng" button into a script URL.
 */
export function paymentPageUrl(url: string): string | null {
  try {
    const parsed = new URL(url, currentApiOrigin() || window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
