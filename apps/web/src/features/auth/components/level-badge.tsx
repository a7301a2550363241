import { levelName, type MemberLevel } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import './auth.css';

const LEVEL_COLORS: Record<MemberLevel, [string, string]> = {
  1: ['#e0a36b', '#8a5226'],
  2: ['#e6ebf2', '#8792a3'],
  3: ['#ffe08a', '#c48a15'],
  4: ['#c8f3ff', '#4d9bb8'],
  5: ['#e9d4ff', '#8a4fe0'],
};

/** Anything outside 1–5 (not yet known) is drawn as level 1 rather than as a broken badge. */
export function toMemberLevel(level: number | undefined): MemberLevel {
  return (level && level >= 1 && level <= 5 ? level : 1) as MemberLevel;
}

/** The level's shield with its number, in the level's metal colours; decorative (the name is text). */
export function LevelIcon({ level, size = 20 }: { level: MemberLevel; size?: number }) {
  const [light, dark] = LEVEL_COLORS[level];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 1.5l7 2.8v5.2c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V4.3z" fill={dark} />
      <path d="M10 3.2l5.4 2.2v4.1c0 3.3-2.3 6-5.4 7.2-3.1-1.2-5.4-3.9-5.4-7.2V5.4z" fill={light} />
      <text x="10" y="13.2" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#1b1208">
        {level}
      </text>
    </svg>
  );
}

/** Member level icon 1–5 (spec §2) with its name. */
export function LevelBadge({ level }: { level: number | undefined }) {
  const value = toMemberLevel(level);
  return (
    <span className="level-badge" title={t.member.level}>
      <LevelIcon level={value} />
      {t.member.vipLevel(value, levelName(value))}
    </span>
  );
}
