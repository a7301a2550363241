import { describe, expect, it } from 'vitest';
import { passwordChangeBody, passwordChangeProblems } from './password-change.ts';

const fields = { current: 'mat-khau-cu-2025', next: 'mat-khau-moi-2026', repeat: 'mat-khau-moi-2026', otp: '' };

describe('passwordChangeProblems', () => {
  it('lets a complete, consistent change go', () => {
    expect(passwordChangeProblems('nv.hoa', false, fields)).toEqual([]);
    expect(passwordChangeProblems('nv.hoa', true, { ...fields, otp: ' 123456 ' })).toEqual([]);
  });

  it('says in Vietnamese what is missing or wrong, every problem at once', () => {
    expect(passwordChangeProblems('nv.hoa', true, { current: '', next: 'ngan', repeat: 'ngan-khac', otp: '  ' })).toEqual([
      'Hãy nhập mật khẩu hiện tại',
      'Mật khẩu phải có ít nhất 12 ký tự',
      'Mật khẩu nhập lại không khớp với mật khẩu mới',
      'Hãy nhập mã xác thực 6 chữ số hoặc một mã khôi phục',
    ]);
  });

  it('holds the new password to the rules of every operator password, and to differ from the current one', () => {
    const holdsName = 'abc-NV.HOA-2026';
    expect(passwordChangeProblems('nv.hoa', false, { ...fields, next: holdsName, repeat: holdsName })).toEqual(['Mật khẩu không được chứa tên đăng nhập']);
    expect(passwordChangeProblems('nv.hoa', false, { ...fields, next: fields.current, repeat: fields.current })).toEqual(['Mật khẩu mới phải khác mật khẩu hiện tại']);
  });
});

describe('passwordChangeBody', () => {
  it('sends the code, trimmed, only with two-factor sign-in on', () => {
    expect(passwordChangeBody(false, { ...fields, otp: '123456' })).toEqual({ currentPassword: fields.current, newPassword: fields.next });
    expect(passwordChangeBody(true, { ...fields, otp: ' abcd-efgh ' })).toEqual({ currentPassword: fields.current, newPassword: fields.next, otp: 'abcd-efgh' });
  });
});
