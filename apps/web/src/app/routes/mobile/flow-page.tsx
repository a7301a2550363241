import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import './flow-page.css';

/**
 * A members-only full-screen page outside the tab layout (design brief: withdrawal, bank cards and
 * history are flows with a back arrow); a visitor is sent to the login.
 */
export function MobileFlowPage({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  if (!loggedIn) return <Redirect to="/dang-nhap" replace />;
  return (
    <div className="m-flow">
      <MobilePageHeader title={title} />
      <main id="main" className="m-flow__body">
        {children}
      </main>
    </div>
  );
}
