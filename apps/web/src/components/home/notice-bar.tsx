import { lazy, Suspense } from 'react';
import { t } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { IconChevronRight, IconMegaphone } from '../ui/icons.tsx';
import './home.css';

const NoticeListDialog = lazy(() => import('./notice-list-dialog.tsx').then((m) => ({ default: m.NoticeListDialog })));

/** The scrolling notice line ("Thông báo"); pressing it shows every notice (the store's display flag). */
export function NoticeBar() {
  const open = useAppStore((s) => s.display);
  const notices = t.home.notices;
  const close = () => useAppStore.setState({ display: false });
  return (
    <>
      <button
        type="button"
        className="notice"
        aria-haspopup="dialog"
        aria-label={t.home.notice}
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
      {open ? (
        <Suspense fallback={null}>
          <NoticeListDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
