import type { ReactNode } from 'react';
import { MobilePageHeader } from '../../../components/layouts/mobile/page-header.tsx';
import './flow-page.css';

/**
 * A full-screen page outside the tab layout (design brief: withdrawal, bank cards and history are flows
 * with a back arrow). Members only: the route table guards it.
 */
export function MobileFlowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="m-flow">
      <MobilePageHeader title={title} />
      <main id="main" className="m-flow__body">
        {children}
      </main>
    </div>
  );
}
