import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES } from '@app/contract/chat';
import { contactProblem } from './contact.ts';
import { checkImage } from './image-file.ts';

describe('chat image check', () => {
  it('takes PNG, JPEG, WebP and GIF up to 2 MB, and says why it refuses anything else', () => {
    expect(checkImage({ type: 'image/png', size: 1000 })).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkImage({ type: 'IMAGE/JPEG', size: CHAT_IMAGE_MAX_BYTES })).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkImage({ type: 'image/webp', size: CHAT_IMAGE_MAX_BYTES + 1 })).toEqual({ ok: false, problem: 'size' });
    expect(checkImage({ type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, problem: 'type' });
    expect(checkImage({ type: 'application/pdf', size: 10 })).toEqual({ ok: false, problem: 'type' });
  });
});

describe('visitor contact', () => {
  it('takes a Vietnamese phone number or an e-mail address', () => {
    for (const ok of ['0912 345 678', '0912.345.678', '+84912345678', 'khach@example.vn']) expect(contactProblem(ok, true), ok).toBeNull();
    for (const bad of ['12345', 'khach@', 'abc', '0912']) expect(contactProblem(bad, false), bad).toBe('invalid');
  });

  it('is required only when asked for', () => {
    expect(contactProblem('  ', true)).toBe('required');
    expect(contactProblem('', false)).toBeNull();
  });
});
