import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import './game-records.css';

/** The games area's own menu (under "Trò chơi" in the side menu): the catalogue, the report, the alerts. */
export function GamesNav() {
  const [location] = useLocation();
  const may = useMay();
  const item = (href: string, label: string) => (
    <li>
      <Link href={href} className={`subnav__item${location === href ? ' subnav__item--active' : ''}`} aria-current={location === href ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="subnav" aria-label={t.gamesNav.label}>
      <ul>
        {may('gameCatalogue') ? item(paths.games, t.gamesNav.catalogue) : null}
        {may('gameDailyReport') ? item(paths.gameReport, t.gamesNav.report) : null}
        {may('gameAlerts') ? item(paths.gameAlerts, t.gamesNav.alerts) : null}
      </ul>
    </nav>
  );
}
