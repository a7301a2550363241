import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The successor of a used refresh token, kept for the reuse leeway. It is sealed under a key derived
 * from the used token itself, so the shared store never holds a usable token: only whoever presents
 * the used token can open it, and that is exactly who is owed it.
 */
const keyFor = (presented: string) => createHmac('sha256', presented).update('refresh-successor').digest();

export function sealSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(presented), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The successor, or null when the seal does not open with this token. */
export function openSuccessor(presented: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(presented), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
