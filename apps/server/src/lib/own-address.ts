import type { AddressInfo } from 'node:net';

/** This server's own base URL (`http://127.0.0.1:<port>`), or null while it is not listening. */
export function ownBaseUrl(server: { address(): AddressInfo | string | null }): string | null {
  const address = server.address();
  if (address === null || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
