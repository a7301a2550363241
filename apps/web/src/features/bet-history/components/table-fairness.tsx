import type { BetRoundDetail } from '@app/contract';
import { Link } from 'wouter';
import { gamePath } from '../../../config/paths.ts';
import { recallText } from '../../../lib/i18n/play.ts';
import { sportsbookRecallText, tableRecallText as text } from '../../../lib/i18n/recall.ts';

type TableFairnessProps = { round: BetRoundDetail; game: 'baccarat' | 'xoc-dia'; tableName: string; position: number | null };

/**
 * A table round's commitment: the seed's hash, the shoe or series it was drawn from and where in it.
 * The seed itself is revealed in the game once the shoe or series is over (the platform's round does not
 * carry it), so this points there rather than offering a check it cannot run.
 */
export function TableFairness({ round, game, tableName, position }: TableFairnessProps) {
  const { serverSeedHash, clientSeed, nonce } = round.fairness;
  const baccarat = game === 'baccarat';
  return (
    <section className="fair-facts" aria-labelledby="fair-facts-title">
      <h3 id="fair-facts-title" className="fair-facts__title">
        {recallText.fairness}
      </h3>
      <dl className="fair-facts__list">
        <div>
          <dt>{recallText.serverSeedHash}</dt>
          <dd className="fair-facts__code">{serverSeedHash}</dd>
        </div>
        <div>
          <dt>{baccarat ? text.shoeId : text.seriesId}</dt>
          <dd className="fair-facts__code">{clientSeed}</dd>
        </div>
        <div>
          <dt>{baccarat ? text.shoePosition : text.seriesPosition}</dt>
          <dd className="num">{baccarat ? (position === null ? `nonce ${nonce}` : text.fromCard(position)) : text.seriesRound(nonce)}</dd>
        </div>
      </dl>
      <p className="fair-facts__help">{baccarat ? text.baccaratFairHelp : text.xocDiaFairHelp}</p>
      <Link href={gamePath(round.gameId)} className="btn btn--outline btn--block">
        {text.openTable(tableName)}
      </Link>
    </section>
  );
}

/** A sports bet has no seed: what decided it is each match's score, shown with its leg. */
export function SportsbookFairness() {
  return (
    <section className="fair-facts" aria-labelledby="fair-facts-title">
      <h3 id="fair-facts-title" className="fair-facts__title">
        {sportsbookRecallText.fairness}
      </h3>
      <p className="fair-facts__help">{sportsbookRecallText.fairnessNote}</p>
    </section>
  );
}
