import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, type ChatImageType } from '@app/contract/chat';

export type ImageCheck = { ok: true; contentType: ChatImageType } | { ok: false; problem: 'type' | 'size' };

/** Checked before anything is read or sent: the server takes these types up to CHAT_IMAGE_MAX_BYTES (and checks the bytes itself). */
export function checkImage(file: Pick<File, 'type' | 'size'>): ImageCheck {
  const type = CHAT_IMAGE_TYPES.find((t) => t === file.type.toLowerCase());
  if (!type) return { ok: false, problem: 'type' };
  if (file.size > CHAT_IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, contentType: type };
}

/** The file's bytes as base64 (what chatSend takes), without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
