import type { BetRoundDetail } from '@app/contract';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { recallText as text } from '../../../lib/i18n/play.ts';
import { fairnessSearch } from '../utils/fairness-link.ts';

/** The round's fairness data, what it is for, and the way to check it ("Kiểm tra công bằng", prefilled). */
export function FairnessFacts({ round }: { round: BetRoundDetail }) {
  const { serverSeedHash, clientSeed, nonce } = round.fairness;
  return (
    <section className="fair-facts" aria-labelledby="fair-facts-title">
      <h3 id="fair-facts-title" className="fair-facts__title">
        {text.fairness}
      </h3>
      <dl className="fair-facts__list">
        <div>
          <dt>{text.serverSeedHash}</dt>
          <dd className="fair-facts__code">{serverSeedHash}</dd>
        </div>
        <div>
          <dt>{text.clientSeed}</dt>
          <dd className="fair-facts__code">{clientSeed}</dd>
        </div>
        <div>
          <dt>{text.nonce}</dt>
          <dd className="num">{nonce}</dd>
        </div>
      </dl>
      <p className="fair-facts__help">{text.fairnessHelp}</p>
      <Link href={`${paths.fairness}${fairnessSearch(round)}`} className="btn btn--outline btn--block">
        {text.check}
      </Link>
    </section>
  );
}
