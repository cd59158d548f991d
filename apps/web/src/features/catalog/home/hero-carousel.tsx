import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { HeroSlide } from './hero-slide.tsx';
import type { HeroSlide as Slide } from './hero-slides.ts';
import './hero.css';

/** Time each slide stays when the carousel plays on its own. */
export const HERO_INTERVAL_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
function onMotionChange(changed: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern): labelled previous/next buttons,
 * one button per slide, arrow keys, and autoplay that a pause button stops, that pauses while
 * the pointer or the focus is inside, and that never starts for people who reduce motion.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // The server's render plays; the browser knows whether its reader reduces motion.
  const reduced = useSyncExternalStore(onMotionChange, reducedMotion, () => false);
  const [choice, setPlaying] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  const [held, setHeld] = useState(false);
  const total = slides.length;
  const go = (next: number) => setIndex(((next % total) + total) % total);

  useEffect(() => {
    if (!playing || held || total < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % total), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, total, index]);

  if (total === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="hero"
      aria-roledescription={t('catalog.home.hero.carousel')}
      aria-label={t('catalog.home.hero.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="hero__viewport" aria-live={playing && !held ? 'off' : 'polite'}>
        <div className="hero__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {slides.map((slide, i) => (
            <HeroSlide key={slide.category.idx} slide={slide} position={i} total={total} active={i === index} />
          ))}
        </div>
      </div>
      {total > 1 && (
        // Arrow keys work from the controls only: moving the slide under a focused link would
        // make that link inert and drop the focus.
        <div className="hero__controls" onKeyDown={onKeyDown}>
          <button
            type="button"
            className="hero__button"
            onClick={() => go(index - 1)}
            aria-label={t('catalog.home.hero.previous')}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <div className="hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.category.idx}
                type="button"
                className="hero__dot"
                onClick={() => go(i)}
                aria-label={t('catalog.home.hero.goTo', { position: i + 1, name: slide.category.name })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('catalog.home.hero.pause') : t('catalog.home.hero.play')}
          >
            {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="hero__button"
            onClick={() => go(index + 1)}
            aria-label={t('catalog.home.hero.next')}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
