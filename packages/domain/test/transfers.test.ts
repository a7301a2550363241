import { describe, expect, it } from 'vitest';
import { SAME_ACCOUNT_TRANSFER, sameAccountProblem } from '../src/index.ts';

describe('sameAccountProblem', () => {
  it('refuses a transfer from an account to itself, with the sentence the member reads', () => {
    expect(sameAccountProblem('JL', 'JL')).toBe(SAME_ACCOUNT_TRANSFER);
    expect(SAME_ACCOUNT_TRANSFER).toBe('Tài khoản nguồn và tài khoản đích phải khác nhau');
  });

  it('lets two different accounts through', () => {
    expect(sameAccountProblem('Member', 'JL')).toBeNull();
    expect(sameAccountProblem('JL', 'Member')).toBeNull();
  });
});
