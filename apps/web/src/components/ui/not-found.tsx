import { t } from '../../lib/i18n.ts';
import { ComingSoon } from './coming-soon.tsx';

export function NotFound() {
  return <ComingSoon title={t.app.notFoundTitle} text={t.app.notFoundText} badge={null} />;
}
