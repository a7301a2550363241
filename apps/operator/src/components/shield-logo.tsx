/** The console's mark: a shield with a tick, in the accent colour (ours, not a brand's). */
export function ShieldLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="shield-logo">
      <path d="M32 6 L54 14 V31 C54 45 44 54 32 58 C20 54 10 45 10 31 V14 Z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
      <path d="M22 32 L29 39 L43 24" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
