import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { BannerArt } from './banner-art.tsx';
import './home.css';

const AUTOPLAY_MS = 5000;

/**
 * Promotion banners: native scroll-snap for swiping, dots to pick a slide, autoplay that pauses while
 * the member points at or focuses it, and stays off for reduced motion.
 */
export function BannerCarousel({ variant }: { variant: 'mobile' | 'desktop' }) {
  const slides = t.banners;
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const show = (next: number) => {
    const el = viewport.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const el = viewport.current;
      if (!el) return;
      const current = Math.round(el.scrollLeft / el.clientWidth);
      el.scrollTo({ left: ((current + 1) % slides.length) * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  return (
    <section
      className={`banners banners--${variant}`}
      aria-roledescription="carousel"
      aria-label={t.home.bannersLabel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Focusable, so the strip can be scrolled with the arrow keys as well as swiped (WCAG 2.1.1). */}
      <div
        ref={viewport}
        className="banners__viewport"
        role="group"
        aria-label={t.home.bannerStrip}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className="banners__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t.home.bannerSlide(i + 1, slides.length)}
            aria-hidden={i !== index}
          >
            <BannerArt kind={i} eager={i === 0} />
            <div className="banners__copy">
              <p className="banners__title">{slide.title}</p>
              <p className="banners__highlight num">{slide.highlight}</p>
              <p className="banners__text">{slide.text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="banners__dots">
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className="banners__dot"
            aria-label={t.home.showSlide(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
          >
            <span />
          </button>
        ))}
      </div>
    </section>
  );
}
