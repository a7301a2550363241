import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Splash } from './components/ui/splash.tsx';
import { applyBrandTheme } from './lib/brand.ts';
import { useAppStore } from './stores/app-store.ts';
import './styles/base.css';

/**
 * Start (spec §2): the spinner shows while the mobile or desktop variant loads. Each variant is its
 * own chunk, picked by the device flag, so a phone never downloads the desktop screens.
 */
const MobileApp = lazy(() => import('./app/mobile-app.tsx'));
const DesktopApp = lazy(() => import('./app/desktop-app.tsx'));

applyBrandTheme();
const isMobile = useAppStore.getState().isMobile;
document.documentElement.dataset.variant = isMobile ? 'mobile' : 'desktop';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<Splash />}>{isMobile ? <MobileApp /> : <DesktopApp />}</Suspense>
  </StrictMode>,
);
