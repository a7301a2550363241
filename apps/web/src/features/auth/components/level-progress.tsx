import { DEFAULT_LEVEL_THRESHOLDS, assertLevelThresholds, formatMoney, levelName, progressToNextLevel } from '@app/domain';
import { useId } from 'react';
import { t } from '../../../lib/i18n.ts';
import { levelText as text } from '../../../lib/i18n/level.ts';
import { LevelIcon, toMemberLevel } from './level-badge.tsx';
import './level-progress.css';

type LevelProgressProps = {
  level: number | undefined;
  lifetimeDeposits: number | null;
  /** The server's level thresholds (configurable, D7), so the progress matches the level it gives. */
  thresholds: readonly number[] | undefined;
};

/** Level icon and name, and how far the member is from the next level (domain thresholds, D7). */
export function LevelProgress({ level, lifetimeDeposits, thresholds = DEFAULT_LEVEL_THRESHOLDS }: LevelProgressProps) {
  const id = useId();
  const levels = [...thresholds];
  assertLevelThresholds(levels);
  const progress = lifetimeDeposits === null ? null : progressToNextLevel(lifetimeDeposits, levels);
  const shown = progress?.level ?? toMemberLevel(level);
  const percent = progress ? Math.round(progress.ratio * 100) : 0;
  return (
    <section className="level-progress" aria-labelledby={`${id}-title`}>
      <div className="level-progress__head">
        <LevelIcon level={shown} size={44} />
        <div>
          <h2 id={`${id}-title`} className="level-progress__title">
            {text.heading}
          </h2>
          <p className="level-progress__name">{t.member.vipLevel(shown, levelName(shown))}</p>
        </div>
      </div>
      {progress === null ? (
        <p className="level-progress__text">{text.howToRise}</p>
      ) : progress.nextLevel === null ? (
        <p className="level-progress__text">{text.top}</p>
      ) : (
        <>
          <div
            className="level-progress__bar"
            role="progressbar"
            aria-label={text.progressLabel(progress.nextLevel)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="level-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="level-progress__text">{text.remaining(formatMoney(progress.remaining), progress.nextLevel)}</p>
        </>
      )}
    </section>
  );
}
