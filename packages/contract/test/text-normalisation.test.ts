import { describe, expect, it } from 'vitest';
import { RegisterBody } from '../src/auth.ts';

describe('text fields', () => {
  it('compose combining accents (NFD) to NFC before any rule, so the client and the server read the same name', () => {
    const nickname = 'Lê Văn Đạt';
    const parsed = RegisterBody.parse({
      AgentName: '',
      UserName: 'u1234567',
      NickName: nickname.normalize('NFD'),
      Password: 'matkhau123',
      PhoneNumber: 912345678,
      AppName: 'RONGVANG',
      Captcha: 'x'.repeat(32),
    });
    expect(parsed.NickName).toBe(nickname);
  });
});
