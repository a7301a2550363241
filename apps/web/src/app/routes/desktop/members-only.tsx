import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { MemberCentreLayout } from '../../../components/layouts/desktop/member-centre.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

/** A member-centre page: visitors go to the login, members see it framed by the side menu. */
export function MemberCentrePage({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (!loggedIn) return <Redirect to="/dang-nhap" replace />;
  return <MemberCentreLayout title={title}>{children}</MemberCentreLayout>;
}
