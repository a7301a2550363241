/** Base64 of the UTF-8 bytes of a string (btoa alone only takes Latin-1). */
export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
