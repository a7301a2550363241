import { Modal } from '../../../components/ui/modal.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { SliderCaptcha, type CaptchaPass } from './slider-captcha.tsx';

/** The captcha in a dialog (a bottom sheet on phones), shown when the member submits a form. */
export function CaptchaDialog({ onPass, onClose }: { onPass: (result: CaptchaPass) => void; onClose: () => void }) {
  const isMobile = useAppStore((s) => s.isMobile);
  return (
    <Modal title={t.captcha.title} onClose={onClose} closeLabel={t.dialog.close} variant={isMobile ? 'sheet' : 'center'}>
      <SliderCaptcha onPass={onPass} />
    </Modal>
  );
}
