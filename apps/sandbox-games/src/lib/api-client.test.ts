import { describe, expect, it } from 'vitest';
import { errorText } from './api-client.ts';

describe('what a refusal says', () => {
  it('shows the server sentence as it is, and every sentence of a 400', () => {
    expect(errorText(422, { statusCode: 422, message: 'Số dư không đủ.', error: 'Unprocessable Entity' })).toBe('Số dư không đủ.');
    expect(errorText(400, { statusCode: 400, message: ['Mức cược không hợp lệ.', 'Cửa cược không hợp lệ.'], error: 'Bad Request' })).toBe(
      'Mức cược không hợp lệ.\nCửa cược không hợp lệ.',
    );
  });

  it('uses our own words only when there is no answer or no D3 body', () => {
    expect(errorText(0, null)).toMatch(/Không kết nối được máy chủ trò chơi/);
    expect(errorText(502, null)).toBe('Đã có lỗi xảy ra (mã 502). Vui lòng thử lại.');
  });
});
