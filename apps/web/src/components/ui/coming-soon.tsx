import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';
import { IconClock } from './icons.tsx';
import './coming-soon.css';

/** A page whose feature is not built yet: says so plainly, shows no made-up figures. */
export function ComingSoon({
  title,
  text,
  badge = t.comingSoon.title,
}: {
  title: string;
  text: string;
  badge?: string | null;
}) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__icon">
        <IconClock size={40} />
      </div>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      {badge ? <p className="coming-soon__badge">{badge}</p> : null}
      <p className="coming-soon__text">{text}</p>
      <Link href={paths.home} className="btn btn--outline">
        {t.app.homeLink}
      </Link>
    </section>
  );
}
