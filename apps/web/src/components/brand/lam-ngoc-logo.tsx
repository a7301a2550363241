import { useId } from 'react';

/** Lam Ngọc: a faceted teal gem with a spark, and the wordmark. Our own drawing. */
export function LamNgocLogo({ compact = false, height = 40 }: { compact?: boolean; height?: number }) {
  const id = useId();
  const word = `${id}-word`;
  const glow = `${id}-glow`;
  const width = compact ? 48 : 190;
  return (
    <svg role="img" aria-label="Lam Ngọc" width={(height * width) / 48} height={height} viewBox={`0 0 ${width} 48`}>
      <defs>
        <linearGradient id={word} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9fffb" />
          <stop offset="0.6" stopColor="#3fd0c9" />
          <stop offset="1" stopColor="#1f9c97" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#3fd0c9" stopOpacity="0.35" />
          <stop offset="1" stopColor="#3fd0c9" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="25" r="23" fill={`url(#${glow})`} />
      <g stroke="#04201f" strokeWidth="0.6" strokeLinejoin="round">
        <polygon points="8,18 16,9 20,18" fill="#8af3ec" />
        <polygon points="16,9 24,9 20,18" fill="#c6fffa" />
        <polygon points="24,9 28,18 20,18" fill="#5fe3dc" />
        <polygon points="24,9 32,9 28,18" fill="#a7f8f2" />
        <polygon points="32,9 40,18 28,18" fill="#2fb8b2" />
        <polygon points="8,18 20,18 24,42" fill="#27aaa5" />
        <polygon points="20,18 28,18 24,42" fill="#52d9d2" />
        <polygon points="28,18 40,18 24,42" fill="#137a78" />
      </g>
      <path d="M39 4.5l1.1 2.6 2.6 1.1-2.6 1.1L39 11.9l-1.1-2.6-2.6-1.1 2.6-1.1z" fill="#eafffd" />
      {compact ? null : (
        <>
          <text
            x="56"
            y="29"
            fill={`url(#${word})`}
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            fontSize="21"
            fontWeight="800"
            textLength="128"
            lengthAdjust="spacingAndGlyphs"
          >
            LAM NGỌC
          </text>
          <text
            x="57"
            y="42"
            fill="#9fd9d5"
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            fontSize="7.6"
            fontWeight="600"
            textLength="126"
            lengthAdjust="spacingAndGlyphs"
          >
            GIẢI TRÍ TRỰC TUYẾN
          </text>
        </>
      )}
    </svg>
  );
}
