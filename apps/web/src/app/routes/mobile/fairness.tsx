import { FairnessCheck } from '../../../features/bet-history/components/fairness-check.tsx';
import { fairnessText } from '../../../lib/i18n/play.ts';
import { MobileFlowPage } from './flow-page.tsx';

/** Kiểm tra công bằng: a full-screen page with a back arrow; public. */
export default function MobileFairnessPage() {
  return (
    <MobileFlowPage title={fairnessText.title}>
      <FairnessCheck />
    </MobileFlowPage>
  );
}
