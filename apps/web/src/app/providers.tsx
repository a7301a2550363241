import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { MessageDialogHost } from '../components/ui/message-dialog-host.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { SuccessPopup } from '../components/ui/success-popup.tsx';
import { MaintenanceGate } from '../features/maintenance/components/maintenance-gate.tsx';
import { queryClient } from '../lib/query-client.ts';
import { LiveChat } from './live-chat.tsx';
import { SessionEffects } from './session-effects.tsx';
import { startApp } from './start.ts';

startApp();

/**
 * Providers and app-wide hosts shared by both variants. The member's session keeps running under the
 * maintenance gate (presence and the event stream stay open during maintenance), and so does the live
 * chat.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      <MaintenanceGate>{children}</MaintenanceGate>
      <LiveChat />
      <MessageDialogHost />
      <SuccessPopup />
    </QueryClientProvider>
  );
}

/** A lazily loaded screen, with a spinner while its code arrives. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
