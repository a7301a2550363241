import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, type ChatImageType } from '@app/contract/chat';
import { t } from '../../../lib/i18n.ts';
import type { OutgoingImage } from './outbox.ts';

const isChatImageType = (type: string): type is ChatImageType => (CHAT_IMAGE_TYPES as readonly string[]).includes(type);

/** What is wrong with a chosen file before it is read (the server checks the bytes again), or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!isChatImageType(file.type)) return t.chat.imageType;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return t.chat.imageSize;
  return null;
}

/** The file as the contract sends it: its type and its bytes in base64. */
export function readImage(file: File): Promise<OutgoingImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.onload = () => {
      const url = String(reader.result);
      const comma = url.indexOf(',');
      if (!isChatImageType(file.type) || comma < 0) return reject(new Error('unreadable'));
      resolve({ contentType: file.type, data: url.slice(comma + 1) });
    };
    reader.readAsDataURL(file);
  });
}
