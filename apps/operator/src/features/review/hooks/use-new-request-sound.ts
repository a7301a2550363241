import { useEffect } from 'react';
import { TRANSACTION_STATUS } from '@app/domain';
import { useOperatorEvent } from '../../../lib/operator-events.ts';
import { useMay } from '../../../lib/permissions.ts';
import { reviewSound } from '../stores/sound-setting.ts';
import { playTone, unlockAudio } from '../utils/tone.ts';

/** Requests this tab has chimed for (a request is announced again as it moves). */
const chimed = new Set<string>();

/**
 * Wherever the reviewer is in the console, a new request waiting for review ('review-queue' with
 * "Đang xét duyệt") chimes, when they turned the sound on. Each request chimes once.
 */
export function useNewRequestSound(): void {
  const may = useMay()('reviewQueue');
  useEffect(() => {
    if (!may) return;
    // The first click anywhere lets this tab play audio later (browsers' autoplay rule).
    const unlock = () => {
      if (reviewSound.isOn()) unlockAudio();
    };
    document.addEventListener('pointerdown', unlock);
    return () => document.removeEventListener('pointerdown', unlock);
  }, [may]);
  useOperatorEvent(['review-queue'], (event) => {
    if (!may || event.type !== 'review-queue' || !reviewSound.isOn()) return;
    if (event.status !== String(TRANSACTION_STATUS.UNDER_REVIEW) || chimed.has(`${event.requestType}:${event.id}`)) return;
    chimed.add(`${event.requestType}:${event.id}`);
    playTone();
  });
}

