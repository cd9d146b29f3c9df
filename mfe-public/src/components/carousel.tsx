import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import './carousel.css';

/**
 * Smooth unless the visitor asks for reduced motion. The behaviour is chosen here because a 'smooth' passed to
 * scrollTo overrides any CSS scroll-behavior; 'auto' takes the track's, which is the instant default.
 */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A row of slides scrolled one slide at a time by its arrows or the arrow keys, wrapping at either end. How many
 * slides show is set in CSS per screen width (4 by default, 3 large, 2 medium and small, 1 extra small); the
 * track is a native scroll container, so touch swiping and snapping come from the browser.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const t = useTexts(publicMessages);
  const trackRef = useRef<HTMLDivElement>(null);

  function step(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const slide = track.firstElementChild as HTMLElement | null;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const distance = (slide?.offsetWidth ?? track.clientWidth) + gap;
    const end = track.scrollWidth - track.clientWidth;
    const atEnd = track.scrollLeft >= end - 2;
    const atStart = track.scrollLeft <= 2;
    const left =
      direction === 1
        ? atEnd
          ? 0
          : track.scrollLeft + distance
        : atStart
          ? end
          : track.scrollLeft - distance;
    track.scrollTo?.({ left, behavior: scrollBehavior() });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  }

  return (
    <div className="pub-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="pub-carousel__track" ref={trackRef} tabIndex={0} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className="pub-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, count: items.length })}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      <div className="pub-carousel__arrows">
        <button
          type="button"
          className="pub-carousel__arrow"
          aria-label={t('carousel.previous')}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="pub-carousel__arrow"
          aria-label={t('carousel.next')}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
