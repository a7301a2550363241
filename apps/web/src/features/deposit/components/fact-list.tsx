import type { ReactNode } from 'react';
import { CopyButton } from './copy-button.tsx';

export type Fact = {
  label: string;
  value: ReactNode;
  /** What the copy button puts on the clipboard (raw digits, not the grouped display), and its name. */
  copy?: { text: string; label: string };
  /** Drawn larger: the amount and the memo are what members get wrong. */
  strong?: boolean;
};

/** The facts a member needs to pay, as label / value pairs, each with its copy button where useful. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="deposit-facts">
      {facts.map((fact) => (
        <div key={fact.label} className={`deposit-facts__row${fact.strong ? ' is-strong' : ''}`}>
          <dt className="deposit-facts__label">{fact.label}</dt>
          <dd className="deposit-facts__value">
            <span className="deposit-facts__text">{fact.value}</span>
            {fact.copy ? <CopyButton text={fact.copy.text} label={fact.copy.label} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
