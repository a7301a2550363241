/**
 * The launch URL as the frame may load it: http(s) only (never `javascript:` or `data:`), resolved
 * against the page. Null when the provider's answer is not such a URL.
 */
export function frameUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
