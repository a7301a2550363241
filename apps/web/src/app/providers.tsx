import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { MessageDialogHost } from '../components/ui/message-dialog-host.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { SuccessPopup } from '../components/ui/success-popup.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionEffects } from './session-effects.tsx';
import { startApp } from './start.ts';

startApp();

/** Providers and app-wide hosts shared by both variants. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      {children}
      <MessageDialogHost />
      <SuccessPopup />
    </QueryClientProvider>
  );
}

/** A lazily loaded screen, with a spinner while its code arrives. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
