import { t } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app-store.ts';
import './success-popup.css';

/** Spec §9: the success-confirmation popup closes itself after 1 second. */
const VISIBLE_MS = 1000;
const LEAVE_MS = 250;

let timer: ReturnType<typeof setTimeout> | undefined;

export function showSuccessPopup(text: string): void {
  clearTimeout(timer);
  useAppStore.setState({ popupShowing: true, popupHidden: false, popupText: text });
  timer = setTimeout(() => {
    useAppStore.setState({ popupShowing: false });
    timer = setTimeout(() => useAppStore.setState({ popupHidden: true }), LEAVE_MS);
  }, VISIBLE_MS);
}

export function SuccessPopup() {
  const showing = useAppStore((s) => s.popupShowing);
  const hidden = useAppStore((s) => s.popupHidden);
  const message = useAppStore((s) => s.popupText);
  return (
    <div className="success-popup-region" role="status" aria-label={t.success.popupLabel}>
      {hidden ? null : (
        <div className={`success-popup${showing ? ' is-showing' : ''}`}>
          <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="20" r="19" fill="var(--success)" opacity="0.16" />
            <circle cx="20" cy="20" r="14" fill="var(--success)" />
            <path d="M13.5 20.5l4.5 4.5 8.5-9" fill="none" stroke="#06281a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
