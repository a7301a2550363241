import { useId } from 'react';

/** Rồng Vàng: a golden coin with a coiled dragon chasing a pearl, and the wordmark. Our own drawing. */
export function RongVangLogo({ compact = false, height = 40 }: { compact?: boolean; height?: number }) {
  const id = useId();
  const gold = `${id}-gold`;
  const core = `${id}-core`;
  const word = `${id}-word`;
  const width = compact ? 48 : 196;
  return (
    <svg
      role="img"
      aria-label="Rồng Vàng"
      width={(height * width) / 48}
      height={height}
      viewBox={`0 0 ${width} 48`}
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1bf" />
          <stop offset="0.45" stopColor="#f5c451" />
          <stop offset="1" stopColor="#a8700f" />
        </linearGradient>
        <radialGradient id={core} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#a3231a" />
          <stop offset="1" stopColor="#3d0906" />
        </radialGradient>
        <linearGradient id={word} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.55" stopColor="#f5c451" />
          <stop offset="1" stopColor="#c98f22" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="23" fill={`url(#${gold})`} />
      <circle cx="24" cy="24" r="19.5" fill={`url(#${core})`} stroke="#7a4f08" strokeWidth="1.2" />
      {/* the dragon: a coiled body spiralling in, head top right, scales as a dashed inner line */}
      <path
        d="M32.5 14.5C26 9.5 14.5 12 13.2 21.5 12 30.5 20.5 36 27.5 32.5 32.5 30 31.5 23.5 26 23.5"
        fill="none"
        stroke={`url(#${gold})`}
        strokeWidth="4.2"
        strokeLinecap="round"
      />
      <path
        d="M30.5 13.5C25 10.8 16 13.3 15 21.5 14.2 29 21 33.5 27 30.8"
        fill="none"
        stroke="#7a4f08"
        strokeWidth="1"
        strokeDasharray="1.6 2.2"
        strokeLinecap="round"
      />
      <path d="M30 12.2l7.8-3.2-1.7 4.4 3.6 1.2-6 3.6z" fill={`url(#${gold})`} />
      <path d="M33.5 9.8l1.5-4 .8 4.6" fill="none" stroke={`url(#${gold})`} strokeWidth="1.3" strokeLinecap="round" />
      <circle cx="34.6" cy="13.4" r="0.9" fill="#3d0906" />
      <path d="M26 23.5l-2.6-2.2.4 3.6z" fill={`url(#${gold})`} />
      <circle cx="36.5" cy="25" r="2.6" fill="#fff3c4" stroke="#f5c451" strokeWidth="0.8" />
      {compact ? null : (
        <>
          <text
            x="58"
            y="29"
            fill={`url(#${word})`}
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            fontSize="21"
            fontWeight="800"
            textLength="134"
            lengthAdjust="spacingAndGlyphs"
          >
            RỒNG VÀNG
          </text>
          <text
            x="59"
            y="42"
            fill="#d9c08a"
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            fontSize="7.6"
            fontWeight="600"
            textLength="132"
            lengthAdjust="spacingAndGlyphs"
          >
            THỂ THAO · CASINO · XỔ SỐ
          </text>
        </>
      )}
    </svg>
  );
}
