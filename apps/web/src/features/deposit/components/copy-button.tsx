import { useEffect, useRef, useState } from 'react';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { copyText } from '../utils/copy-text.ts';

const CONFIRM_MS = 2000;

/** Copies one fact; its name says what ("Sao chép số tài khoản"), a short line confirms the copy. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(text);
    setOutcome(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), CONFIRM_MS);
  }

  return (
    <span className="deposit-copy">
      <button type="button" className="deposit-copy__button" aria-label={label} onClick={() => void copy()}>
        <CopyGlyph />
        <span aria-hidden="true">{m.pay.copy}</span>
      </button>
      <span className={`deposit-copy__note${outcome === 'failed' ? ' is-bad' : ''}`} role="status">
        {outcome === 'copied' ? m.pay.copied : outcome === 'failed' ? m.pay.copyFailed : ''}
      </span>
    </span>
  );
}

function CopyGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 00-2-2h-7a2 2 0 00-2 2v7a2 2 0 002 2h2" />
    </svg>
  );
}
