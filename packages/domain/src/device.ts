/**
 * Mobile detection (spec §1, D8): picks the mobile or desktop variant. `Windows Phone`, `IEMobile` and
 * `WPDesktop` (a Windows Phone asking for desktop pages) cover Windows phones; `BB10` and `PlayBook`
 * cover BlackBerry 10 devices, whose user agents do not say "BlackBerry".
 */
const MOBILE_UA = /Android|BlackBerry|\bBB10\b|PlayBook|iPhone|iPad|iPod|Opera Mini|Windows Phone|IEMobile|WPDesktop/i;

/**
 * iPadOS 13+ sends a macOS Safari user agent by default; only its touch screen tells it apart from a
 * Mac (Macs report 0 touch points), so callers pass `navigator.maxTouchPoints`.
 */
export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
