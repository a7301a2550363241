import { describe, expect, it } from 'vitest';
import { categoryPath, gamePath, loginPath, registerPath, returnPathFrom, safeReturnPath } from './paths.ts';

describe('paths', () => {
  it('builds category and game addresses', () => {
    expect(categoryPath('no-hu')).toBe('/sanh/no-hu');
    expect(categoryPath('no-hu', 'JILI')).toBe('/sanh/no-hu?loc=JILI');
    expect(gamePath('kho-bau-rong')).toBe('/choi/kho-bau-rong');
  });

  it('remembers where to come back to after logging in or registering', () => {
    expect(loginPath(gamePath('kho-bau-rong'))).toBe('/dang-nhap?tiep=%2Fchoi%2Fkho-bau-rong');
    expect(registerPath('/choi/tai-xiu')).toBe('/dang-ky?tiep=%2Fchoi%2Ftai-xiu');
    expect(loginPath(null)).toBe('/dang-nhap');
    expect(returnPathFrom('tiep=%2Fchoi%2Fkho-bau-rong')).toBe('/choi/kho-bau-rong');
    expect(returnPathFrom('?tiep=%2Fsanh%2Fno-hu%3Floc%3DJILI')).toBe('/sanh/no-hu?loc=JILI');
    expect(returnPathFrom('')).toBeNull();
  });

  it('comes back only to a page of this app', () => {
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'choi/x', '/choi/x\n', '/dang-nhap', '/dang-ky?tiep=%2F']) {
      expect(safeReturnPath(outside), outside).toBeNull();
    }
    expect(loginPath('//evil.example')).toBe('/dang-nhap');
  });
});
