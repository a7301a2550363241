import { useId } from 'react';

/**
 * Promotion banner backgrounds, drawn for this product (no photos, no third-party art). The copy is
 * HTML over the left side; the art sits on the right and survives cropping (xMaxYMid slice).
 */
export function BannerArt({ kind }: { kind: number }) {
  const id = useId();
  const art = kind % 3;
  return (
    <svg className="banner-art" viewBox="0 0 1200 400" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
      {art === 0 ? <FirstDeposit id={id} /> : art === 1 ? <Rebate id={id} /> : <WeeklyVip id={id} />}
    </svg>
  );
}

function Coin({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g>
      <ellipse cx={x} cy={y + r * 0.18} rx={r} ry={r * 0.36} fill="#7a4a06" />
      <ellipse cx={x} cy={y} rx={r} ry={r * 0.36} fill={fill} stroke="#fff0b8" strokeWidth="2" />
      <ellipse cx={x} cy={y} rx={r * 0.62} ry={r * 0.22} fill="none" stroke="#9a620b" strokeWidth="3" />
    </g>
  );
}

function Sparkle({ x, y, s, opacity = 1 }: { x: number; y: number; s: number; opacity?: number }) {
  return (
    <path
      d={`M${x} ${y - s}L${x + s * 0.22} ${y - s * 0.22}L${x + s} ${y}L${x + s * 0.22} ${y + s * 0.22}L${x} ${y + s}L${x - s * 0.22} ${y + s * 0.22}L${x - s} ${y}L${x - s * 0.22} ${y - s * 0.22}Z`}
      fill="#fff6d6"
      opacity={opacity}
    />
  );
}

function Shade({ id }: { id: string }) {
  return (
    <>
      <linearGradient id={`${id}-shade`} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#050a14" stopOpacity="0.85" />
        <stop offset="0.55" stopColor="#050a14" stopOpacity="0.2" />
        <stop offset="1" stopColor="#050a14" stopOpacity="0" />
      </linearGradient>
    </>
  );
}

function FirstDeposit({ id }: { id: string }) {
  const coin = `url(#${id}-coin)`;
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5c0d12" />
          <stop offset="0.6" stopColor="#2a0710" />
          <stop offset="1" stopColor="#12060c" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.78" cy="0.45" r="0.45">
          <stop offset="0" stopColor="#ffcc4d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffcc4d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-coin`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b0" />
          <stop offset="0.5" stopColor="#f5c451" />
          <stop offset="1" stopColor="#c98b1c" />
        </linearGradient>
        <linearGradient id={`${id}-box`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5a4e" />
          <stop offset="1" stopColor="#a3161b" />
        </linearGradient>
        <Shade id={id} />
      </defs>
      <rect width="1200" height="400" fill={`url(#${id}-bg)`} />
      <rect width="1200" height="400" fill={`url(#${id}-glow)`} />
      <g opacity="0.16" stroke="#ffd66b" strokeWidth="2">
        {Array.from({ length: 14 }, (_, i) => (
          <line key={i} x1="930" y1="180" x2={930 + 700 * Math.cos((i / 14) * Math.PI * 2)} y2={180 + 700 * Math.sin((i / 14) * Math.PI * 2)} />
        ))}
      </g>
      {/* gift box */}
      <rect x="850" y="170" width="170" height="150" rx="10" fill={`url(#${id}-box)`} />
      <rect x="835" y="135" width="200" height="50" rx="10" fill="#ff6a5c" />
      <rect x="918" y="135" width="34" height="185" fill={coin} />
      <path d="M935 135c-30-50-90-40-70-5 12 20 50 10 70 5zM935 135c30-50 90-40 70-5-12 20-50 10-70 5z" fill={coin} />
      {/* coin stacks */}
      {[0, 1, 2, 3, 4].map((i) => (
        <Coin key={`a${i}`} x={760} y={330 - i * 16} r={46} fill={coin} />
      ))}
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <Coin key={`b${i}`} x={1100} y={335 - i * 16} r={48} fill={coin} />
      ))}
      <Coin x={1070} y={90} r={30} fill={coin} />
      <Coin x={800} y={110} r={22} fill={coin} />
      <Sparkle x={700} y={80} s={18} />
      <Sparkle x={1150} y={190} s={14} opacity={0.8} />
      <Sparkle x={990} y={60} s={22} />
      <rect width="1200" height="400" fill={`url(#${id}-shade)`} />
    </>
  );
}

function Rebate({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#07304a" />
          <stop offset="0.6" stopColor="#081a2e" />
          <stop offset="1" stopColor="#060d1a" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.5" r="0.4">
          <stop offset="0" stopColor="#3fd0c9" stopOpacity="0.5" />
          <stop offset="1" stopColor="#3fd0c9" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-ring`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b9fff6" />
          <stop offset="1" stopColor="#23a6b0" />
        </linearGradient>
        <linearGradient id={`${id}-coin`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b0" />
          <stop offset="0.5" stopColor="#f5c451" />
          <stop offset="1" stopColor="#c98b1c" />
        </linearGradient>
        <Shade id={id} />
      </defs>
      <rect width="1200" height="400" fill={`url(#${id}-bg)`} />
      <rect width="1200" height="400" fill={`url(#${id}-glow)`} />
      <g fill="none" stroke="#3fd0c9" opacity="0.12">
        {[80, 130, 180].map((r) => (
          <circle key={r} cx="960" cy="200" r={r + 60} strokeWidth="2" />
        ))}
      </g>
      <path d="M960 80a120 120 0 1 1-104 60" fill="none" stroke={`url(#${id}-ring)`} strokeWidth="26" strokeLinecap="round" />
      <path d="M826 108l34 46 26-52z" fill="#b9fff6" />
      <circle cx="960" cy="200" r="78" fill={`url(#${id}-coin)`} stroke="#fff0b8" strokeWidth="4" />
      <circle cx="960" cy="200" r="58" fill="none" stroke="#9a620b" strokeWidth="5" />
      <text x="960" y="226" textAnchor="middle" fontSize="76" fontWeight="900" fill="#7a4a06" fontFamily="system-ui, sans-serif">
        %
      </text>
      <Coin x={760} y={320} r={40} fill={`url(#${id}-coin)`} />
      <Coin x={760} y={304} r={40} fill={`url(#${id}-coin)`} />
      <Coin x={1140} y={110} r={30} fill={`url(#${id}-coin)`} />
      <Sparkle x={1120} y={320} s={20} />
      <Sparkle x={820} y={60} s={14} opacity={0.8} />
      <rect width="1200" height="400" fill={`url(#${id}-shade)`} />
    </>
  );
}

function WeeklyVip({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2e1458" />
          <stop offset="0.6" stopColor="#160c33" />
          <stop offset="1" stopColor="#0a0818" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.45" r="0.42">
          <stop offset="0" stopColor="#c28bff" stopOpacity="0.5" />
          <stop offset="1" stopColor="#c28bff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.5" stopColor="#f5c451" />
          <stop offset="1" stopColor="#b47a14" />
        </linearGradient>
        <Shade id={id} />
      </defs>
      <rect width="1200" height="400" fill={`url(#${id}-bg)`} />
      <rect width="1200" height="400" fill={`url(#${id}-glow)`} />
      {/* crown */}
      <path d="M820 290l-20-150 95 75 65-120 65 120 95-75-20 150z" fill={`url(#${id}-gold)`} stroke="#fff3c4" strokeWidth="3" />
      <rect x="810" y="288" width="300" height="40" rx="8" fill={`url(#${id}-gold)`} />
      <circle cx="960" cy="250" r="22" fill="#e2483d" stroke="#fff" strokeWidth="3" />
      <circle cx="875" cy="262" r="13" fill="#3fd0c9" stroke="#fff" strokeWidth="2" />
      <circle cx="1045" cy="262" r="13" fill="#3fd0c9" stroke="#fff" strokeWidth="2" />
      <circle cx="800" cy="135" r="12" fill={`url(#${id}-gold)`} />
      <circle cx="960" cy="88" r="14" fill={`url(#${id}-gold)`} />
      <circle cx="1120" cy="135" r="12" fill={`url(#${id}-gold)`} />
      <Sparkle x={720} y={110} s={18} />
      <Sparkle x={1150} y={250} s={16} opacity={0.8} />
      <Sparkle x={1040} y={60} s={12} />
      <rect width="1200" height="400" fill={`url(#${id}-shade)`} />
    </>
  );
}
