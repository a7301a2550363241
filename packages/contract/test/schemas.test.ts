import { describe, expect, it } from 'vitest';
import {
  CaptchaVerifyBody,
  CheckOnlineBody,
  LoginBody,
  LoginFields,
  RegisterBody,
  VerifyAccountBody,
} from '../src/index.ts';
import type { z } from 'zod';

function messages(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const validRegister = {
  AgentName: '',
  UserName: 'thanhvien01',
  NickName: 'Thành Viên',
  Password: 'matkhau123',
  PhoneNumber: 912_345_678,
  AppName: 'RONGVANG',
  Captcha: 'one-time-pass',
};

describe('RegisterBody', () => {
  it('accepts a valid registration', () => {
    expect(RegisterBody.safeParse(validRegister).success).toBe(true);
  });

  it('rejects a phone number sent as a string, in Vietnamese', () => {
    const r = RegisterBody.safeParse({ ...validRegister, PhoneNumber: '0912345678' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('Số điện thoại');
  });

  it.each([
    [{ PhoneNumber: 12_345 }, 'Số điện thoại không hợp lệ'],
    [{ PhoneNumber: 91_234_567.8 }, 'Số điện thoại phải là số nguyên'],
    [{ UserName: undefined }, 'Tên đăng nhập là bắt buộc'],
    [{ UserName: 'Ab' }, 'Tên đăng nhập gồm 4–16 chữ thường hoặc số, bắt đầu bằng chữ cái'],
    [{ Password: 'chiconchu' }, 'Mật khẩu gồm 8–64 ký tự, có cả chữ và số'],
    [{ NickName: 'x' }, 'Biệt danh gồm 2–20 chữ, số hoặc khoảng trắng'],
    [{ Captcha: '' }, 'Mã xác minh phải có ít nhất 1 ký tự'],
    [{ Extra: 1 }, 'Trường không được hỗ trợ: Extra'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messages(RegisterBody, { ...validRegister, ...change })).toContain(message);
  });

  it('rejects a body that is not an object', () => {
    expect(messages(RegisterBody, 'UserName=a')).toEqual(['Dữ liệu gửi lên không hợp lệ']);
    expect(messages(RegisterBody, null)).toEqual(['Dữ liệu gửi lên không hợp lệ']);
  });
});

describe('other bodies', () => {
  it('LoginBody wants its base64 data', () => {
    expect(messages(LoginBody, {})).toEqual(['Dữ liệu đăng nhập là bắt buộc']);
    expect(LoginBody.safeParse({ data: 'eyJhIjoxfQ==' }).success).toBe(true);
  });

  it('LoginFields checks the decoded fields', () => {
    const fields = {
      UserName: 'thanhvien01',
      Password: 'matkhau123',
      AgentName: '',
      App: 'RONGVANG',
      Captcha: 'pass',
      time: 1_767_225_600_000,
      uuid: 'c0ffee00-1234-4bcd-8000-000000000000',
      userX: 142.5,
    };
    expect(LoginFields.safeParse(fields).success).toBe(true);
    expect(messages(LoginFields, { ...fields, uuid: 'short' })).toContain('Mã thiết bị phải có ít nhất 8 ký tự');
  });

  it('VerifyAccountBody takes any subset of the registration fields', () => {
    expect(VerifyAccountBody.safeParse({ UserName: 'thanhvien01' }).success).toBe(true);
    expect(messages(VerifyAccountBody, { PhoneNumber: '0912345678' })).toEqual(['Số điện thoại phải là số']);
  });

  it('CheckOnlineBody wants a boolean', () => {
    expect(CheckOnlineBody.safeParse({ online: true }).success).toBe(true);
    expect(messages(CheckOnlineBody, { online: 'yes' })).toEqual(['Trạng thái trực tuyến phải là true hoặc false']);
  });

  it('CaptchaVerifyBody wants a hex drag-path digest', () => {
    const body = { token: 't', x: 120, y: 40, z: 'a'.repeat(64), t: 900 };
    expect(CaptchaVerifyBody.safeParse(body).success).toBe(true);
    expect(messages(CaptchaVerifyBody, { ...body, z: 'Z'.repeat(64) })).toEqual(['Dấu vết kéo không hợp lệ']);
  });
});
