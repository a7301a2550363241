import { lazy, Suspense, useCallback, useState } from 'react';
import type { CaptchaResult } from '../features/auth/components/login-form.tsx';

/** The captcha is its own chunk: a visitor who never submits a form never downloads it. */
const CaptchaDialog = lazy(() =>
  import('../features/captcha/components/captcha-dialog.tsx').then((m) => ({ default: m.CaptchaDialog })),
);

/**
 * Joins the auth forms to the captcha feature (features do not import each other): `requestCaptcha`
 * opens the captcha and resolves with its pass, or null when the member closes it.
 */
export function useCaptchaGate() {
  const [pending, setPending] = useState<((result: CaptchaResult | null) => void) | null>(null);

  const requestCaptcha = useCallback(
    () => new Promise<CaptchaResult | null>((resolve) => setPending(() => resolve)),
    [],
  );

  const settle = (result: CaptchaResult | null) => {
    pending?.(result);
    setPending(null);
  };

  const captchaElement = pending ? (
    <Suspense
      fallback={
        <div className="overlay-spinner" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      }
    >
      <CaptchaDialog onPass={(result) => settle(result)} onClose={() => settle(null)} />
    </Suspense>
  ) : null;

  return { requestCaptcha, captchaElement };
}
