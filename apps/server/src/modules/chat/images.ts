import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_FILES_PATH, CHAT_IMAGE_MAX_BYTES, type ChatImageType, API_BASE_PATH } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { CHAT_MESSAGES } from '../../messages/chat.ts';

/** What the bytes begin with, for each accepted type: the declared type must match the file. */
const SIGNATURES: Record<ChatImageType, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

/** The image's bytes, checked: at most CHAT_IMAGE_MAX_BYTES, and really of the declared type. */
export function decodeImage(image: { contentType: ChatImageType; data: string }): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(image.data, 'base64'));
  if (bytes.byteLength > CHAT_IMAGE_MAX_BYTES) throw badRequest(CHAT_MESSAGES.imageTooLarge);
  if (bytes.byteLength < 12 || !SIGNATURES[image.contentType](bytes)) throw badRequest(CHAT_MESSAGES.imageWrongType);
  return bytes;
}

/** A link works for at least this long, and up to twice it (expiries fall on whole periods, so a link stays the same, and cacheable, for a while). */
const LINK_PERIOD_SECONDS = 60 * 60;

/**
 * Capability links for chat images: whoever may read a conversation gets its images' links with the
 * messages; the link (an HMAC of the id and an expiry) is the access check, so an <img> can load it
 * without headers, and a link found later in a log or a history has expired.
 */
export function createImageLinks(secret: () => Promise<string>, now: () => number) {
  const sign = async (id: string, expires: number) => createHmac('sha256', await secret()).update(`${id}.${expires}`).digest('base64url');
  return {
    async url(id: string): Promise<string> {
      const seconds = Math.floor(now() / 1000);
      const expires = (Math.floor(seconds / LINK_PERIOD_SECONDS) + 2) * LINK_PERIOD_SECONDS;
      return `${API_BASE_PATH}${CHAT_FILES_PATH}/${id}?e=${expires}&s=${await sign(id, expires)}`;
    },
    async verify(id: string, expires: unknown, signature: unknown): Promise<boolean> {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
      const e = Number(expires);
      if (e * 1000 < now()) return false;
      const expected = Buffer.from(await sign(id, e));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ImageLinks = ReturnType<typeof createImageLinks>;
