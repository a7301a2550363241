import { Link } from 'wouter';
import { IconCard } from '../../../components/ui/icons.tsx';
import { withdrawalText as text } from '../messages.ts';

/** A payout needs a card to go to: without one the screen only points to where cards are bound. */
export function NoCardPrompt() {
  return (
    <section className="withdrawal__card-box withdrawal__prompt">
      <span className="withdrawal__prompt-icon" aria-hidden="true">
        <IconCard size={32} />
      </span>
      <p>{text.noCard}</p>
      <Link href="/the-ngan-hang" className="btn btn--primary">
        {text.addCard}
      </Link>
    </section>
  );
}
