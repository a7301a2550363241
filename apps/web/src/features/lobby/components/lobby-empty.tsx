import type { ReactNode } from 'react';

/**
 * Spec §2's "no game" empty state, drawn by us: a game pad over an empty tray, the sentence, a hint,
 * and what to do next when there is something.
 */
export function LobbyEmpty({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="lobby-empty" role="status">
      <svg width="132" height="100" viewBox="0 0 132 100" aria-hidden="true" focusable="false">
        <ellipse cx="66" cy="88" rx="50" ry="8" fill="var(--surface-sunken)" />
        <rect x="16" y="44" width="100" height="40" rx="10" fill="var(--surface-raised)" stroke="var(--line-strong)" strokeWidth="2" />
        <path d="M30 58h72M30 70h48" stroke="var(--text-muted)" strokeWidth="4" strokeLinecap="round" opacity="0.35" />
        <path
          d="M44 14h44a16 16 0 0115.6 19.6l-2.4 10.3a7 7 0 01-12.2 2.9L84 41H48l-5 5.8a7 7 0 01-12.2-2.9l-2.4-10.3A16 16 0 0144 14z"
          fill="var(--surface-high)"
          stroke="var(--accent)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M48 22v10M43 27h10" stroke="var(--accent)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="82" cy="24" r="2.6" fill="var(--accent)" />
        <circle cx="89" cy="31" r="2.6" fill="var(--accent)" />
      </svg>
      <p className="lobby-empty__title">{title}</p>
      <p className="lobby-empty__hint">{hint}</p>
      {action}
    </div>
  );
}
