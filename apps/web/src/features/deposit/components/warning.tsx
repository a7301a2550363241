import type { ReactNode } from 'react';
import { IconAlert } from '../../../components/ui/icons.tsx';

/** A warning the member must not miss (the memo, the token network). */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="deposit-warning">
      <IconAlert size={20} />
      <span>{children}</span>
    </p>
  );
}
