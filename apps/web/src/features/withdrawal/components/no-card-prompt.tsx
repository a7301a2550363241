import { Link } from 'wouter';
import { IconCard } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { withdrawalText as text } from '../../../lib/i18n/withdrawal.ts';

/** A payout needs a card to go to: without one the screen only points to where cards are bound. */
export function NoCardPrompt() {
  return (
    <section className="withdrawal__card-box withdrawal__prompt">
      <span className="withdrawal__prompt-icon" aria-hidden="true">
        <IconCard size={32} />
      </span>
      <p>{text.noCard}</p>
      <Link href={paths.bankCards} className="btn btn--primary">
        {text.addCard}
      </Link>
    </section>
  );
}
