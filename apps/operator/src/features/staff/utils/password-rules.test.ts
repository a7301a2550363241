import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.ts';

describe('passwordProblem', () => {
  it('says in Vietnamese what the server would refuse, before the password is sent', () => {
    expect(passwordProblem('nv.hoa', 'ngan-qua')).toBe('Mật khẩu phải có ít nhất 12 ký tự');
    expect(passwordProblem('nv.hoa', 'abc-NV.HOA-2026')).toBe('Mật khẩu không được chứa tên đăng nhập');
  });

  it('lets a password of 12 characters or more that does not hold the username go', () => {
    expect(passwordProblem('nv.hoa', 'mat-khau-12c')).toBeNull();
    expect(passwordProblem('', 'mat-khau-ban-dau')).toBeNull();
  });
});
