import { FairnessCheck } from '../../../features/bet-history/components/fairness-check.tsx';
import { fairnessText } from '../../../lib/i18n/play.ts';
import './desktop-pages.css';

/** Kiểm tra công bằng: public, a page of its own. */
export default function DesktopFairnessPage() {
  return (
    <div className="d-container d-page d-narrow">
      <h1 className="d-section__title">{fairnessText.title}</h1>
      <FairnessCheck />
    </div>
  );
}
