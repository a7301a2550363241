import { buildVietQrPayload } from '@app/domain';
import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code.tsx';
import { isWhite, logoBoxInPixels, rasterizeQrSvg } from './testing/rasterize-qr-svg.ts';

const payload = buildVietQrPayload({ bin: '970436', accountNumber: '0123456789', amount: 500_000, memo: 'RV7K2M9QXA' });

describe('QrCode', () => {
  it('draws as before without the new options: a 4-module quiet zone, and the payload reads back', () => {
    const markup = renderToStaticMarkup(createElement(QrCode, { value: payload, label: 'Mã VietQR', size: 220 }));
    expect(markup).toContain('aria-label="Mã VietQR"');
    expect(markup).not.toContain('qr-code__logo');
    expect(markup).toMatch(/viewBox="-4 -4 /);
    const bitmap = rasterizeQrSvg(markup, 'clear');
    expect(jsQR(bitmap.data, bitmap.width, bitmap.height)?.data).toBe(payload);
  });

  it('shows the fallback when the value is too long for any QR version', () => {
    const markup = renderToStaticMarkup(
      createElement(QrCode, { value: 'x'.repeat(8000), label: 'Mã', fallback: createElement('p', null, 'Không tạo được mã QR') }),
    );
    expect(markup).toBe('<p>Không tạo được mã QR</p>');
  });

  it('clears the modules under a logo, which the same code without a logo has dark', () => {
    const props = { value: 'https://rongvang.example.vn', label: 'Mã', size: 200, errorCorrection: 'H', quietZone: 10 } as const;
    const withLogo = renderToStaticMarkup(
      createElement(QrCode, { ...props, logo: { width: 40, height: 20, children: createElement('rect', { width: 40, height: 20 }) } }),
    );
    const box = logoBoxInPixels(withLogo);
    if (!box) throw new Error('no logo drawn');
    const pixelsInBox = (bitmap: ReturnType<typeof rasterizeQrSvg>) => {
      const white: boolean[] = [];
      for (let y = Math.ceil(box.y); y < box.y + box.height; y++) {
        for (let x = Math.ceil(box.x); x < box.x + box.width; x++) white.push(isWhite(bitmap, x, y));
      }
      return white;
    };
    expect(pixelsInBox(rasterizeQrSvg(renderToStaticMarkup(createElement(QrCode, props)), 'clear'))).toContain(false);
    expect(pixelsInBox(rasterizeQrSvg(withLogo, 'clear')).every(Boolean)).toBe(true);
  });
});
