import { useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { canGoBackInApp } from '../../../lib/navigation.ts';
import { IconChevronLeft } from '../../ui/icons.tsx';
import './mobile.css';

/** A full-screen page's header: back arrow and title. */
export function MobilePageHeader({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const back = () => {
    if (canGoBackInApp()) window.history.back();
    else navigate(paths.home);
  };
  return (
    <header className="m-pagehead">
      <button type="button" className="icon-button" aria-label={t.nav.back} onClick={back}>
        <IconChevronLeft />
      </button>
      <h1 className="m-pagehead__title">{title}</h1>
      <span className="m-pagehead__spacer" aria-hidden="true" />
    </header>
  );
}
