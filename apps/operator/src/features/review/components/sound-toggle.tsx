import { t } from '../../../lib/i18n.ts';
import { reviewSound, useReviewSound } from '../stores/sound-setting.ts';
import { playTone, unlockAudio } from '../utils/tone.ts';

/** "Âm báo khi có yêu cầu mới": off by default; turning it on plays the chime once, so the reviewer knows it. */
export function SoundToggle() {
  const on = useReviewSound();
  return (
    <label className="sound-toggle">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          reviewSound.set(e.target.checked);
          if (e.target.checked) {
            unlockAudio();
            playTone();
          }
        }}
      />
      {t.review.sound}
    </label>
  );
}
