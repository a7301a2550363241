import { lazy, Suspense, useId } from 'react';
import { t } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { IconChevronRight, IconMegaphone } from '../ui/icons.tsx';
import './home.css';

const NoticeListDialog = lazy(() => import('./notice-list-dialog.tsx').then((m) => ({ default: m.NoticeListDialog })));

/**
 * The scrolling notice line ("Thông báo"); pressing it shows every notice (the store's display flag).
 * Its name is its visible label, "Thông báo" (the moving line is hidden from assistive technology,
 * which reads the notices in the dialog); what pressing it does is its description.
 */
export function NoticeBar() {
  const open = useAppStore((s) => s.display);
  const notices = t.home.notices;
  const close = () => useAppStore.setState({ display: false });
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className="notice"
        aria-haspopup="dialog"
        aria-describedby={hintId}
        onClick={() => useAppStore.setState({ display: true })}
      >
        <span className="notice__label">
          <IconMegaphone size={18} />
          {t.home.notice}
        </span>
        <span className="notice__viewport" aria-hidden="true">
          <span className="notice__track">
            {[...notices, ...notices].map((text, i) => (
              <span key={i} className="notice__item">
                {text}
              </span>
            ))}
          </span>
        </span>
        <IconChevronRight size={18} />
      </button>
      <span id={hintId} hidden>
        {t.home.noticeOpen}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <NoticeListDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
