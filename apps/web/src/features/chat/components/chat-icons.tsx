import type { ReactNode } from 'react';
import { Icon as Frame } from '../../../components/ui/icons.tsx';

/** The panel's own line icons (currentColor, decorative), a little finer and smaller than the site's, in the chat's chunk. */
function Icon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <Frame size={size} strokeWidth="1.9">
      {children}
    </Frame>
  );
}

export const IconClose = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const IconBack = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const IconPaperclip = () => (
  <Icon>
    <path d="M20 11.5l-7.8 7.8a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4l7.8-7.8" />
  </Icon>
);

export const IconSend = () => (
  <Icon>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
    <path d="M11.5 13.5L20 4" />
  </Icon>
);

export const IconSupportAgent = () => (
  <Icon size={24}>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </Icon>
);

/** One tick: stored; two: reached CSKH (coloured by the caller once read). */
export const Ticks = ({ double }: { double: boolean }) => (
  <svg width={double ? 18 : 12} height="12" viewBox={double ? '0 0 18 12' : '0 0 12 12'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M1.5 6.5l3 3 6-7" />
    {double ? <path d="M8.5 9.5l6.5-7" /> : null}
  </svg>
);
