import { lazy, Suspense } from 'react';
import { useAppStore } from '../../stores/app-store.ts';

/** The dialog code loads the first time a message is shown; most visits never need it. */
const MessageDialog = lazy(() => import('./message-dialog.tsx').then((m) => ({ default: m.MessageDialog })));

/** Renders the store's `dialog` (spec §8). */
export function MessageDialogHost() {
  const dialog = useAppStore((s) => s.dialog);
  const closeDialog = useAppStore((s) => s.closeDialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog dialog={dialog} onClose={closeDialog} />
    </Suspense>
  );
}
