import { test as base } from '@playwright/test';
import { loginThroughApi, registerThroughApi, storageStateOf, type ApiSession } from './api-session.ts';
import type { Member } from './flows.ts';
import { MAIN, newMember } from './servers.ts';

type MemberOptions = {
  /** The server the member logs in to. */
  memberOrigin: string;
  /** An existing account, or 'new' for a member registered for this test alone. */
  memberAccount: { username: string; password: string } | 'new';
};

/**
 * `memberTest`: the test's browser context starts logged in (tokens and snapshot as the client keeps
 * them), the login done through the API. For tests whose subject is not the login itself: the slider
 * login costs seconds per test and has its own tests.
 */
export const memberTest = base.extend<MemberOptions & { member: ApiSession & { username: string; password: string } }>({
  memberOrigin: [MAIN, { option: true }],
  memberAccount: ['new', { option: true }],
  member: async ({ memberOrigin, memberAccount }, use, testInfo) => {
    if (memberAccount === 'new') {
      const m: Member = newMember(testInfo.project.name === 'mobile' ? 'am' : 'ad');
      const session = await registerThroughApi(memberOrigin, m);
      await use({ ...session, username: m.username, password: m.password });
    } else {
      const session = await loginThroughApi(memberOrigin, memberAccount.username, memberAccount.password);
      await use({ ...session, ...memberAccount });
    }
  },
  storageState: async ({ member }, use) => use(storageStateOf(member)),
});
