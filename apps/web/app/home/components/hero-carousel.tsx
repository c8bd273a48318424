import { HERO_AUTOPLAY_MS, nextSlideIndex, previousSlideIndex } from '@forecourt/domain/site/home-slides'
import { type FocusEvent, useEffect, useId, useState } from 'react'
import { useHydrated } from '~/components/use-hydrated'
import type { HeroSlideView } from '../home-page-view.server'
import { CarouselControls } from './carousel-controls'
import { HeroSlide } from './hero-slide'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/**
 * The hero carousel (WAI-ARIA carousel pattern). The server sends every slide in a row that scrolls
 * sideways with scroll snapping, the first in view, so it works without JavaScript. Once hydrated it
 * shows one slide at a time, moves on every 3000 ms unless paused (Pause button, pointer over it, focus
 * in it, or 'reduce motion'), and hides the slides out of view from keyboards and screen readers.
 */
export function HeroCarousel({ slides }: { slides: HeroSlideView[] }) {
  const trackId = useId()
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  /** null until the shopper presses Pause or Play; until then 'reduce motion' decides. */
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playing = chosenPlaying ?? !reducedMotion
  const rotating = hydrated && playing && !hovered && !focused && slides.length > 1

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (by hand too) restarts the 3 s wait
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(
      () => setIndex((current) => nextSlideIndex(current, slides.length)),
      HERO_AUTOPLAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [rotating, index, slides.length])

  if (slides.length === 0) return null

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const controls =
    slides.length > 1 ? (
      <CarouselControls
        trackId={trackId}
        slides={slides}
        index={index}
        playing={playing}
        onTogglePlay={() => setChosenPlaying(!playing)}
        onPrevious={() => setIndex(previousSlideIndex(index, slides.length))}
        onNext={() => setIndex(nextSlideIndex(index, slides.length))}
        onPick={setIndex}
      />
    ) : null

  return (
    <section aria-roledescription="carousel" aria-label="Featured promotions" className="bg-surface-raised">
      {/* Pointer or focus on the slides holds them still; the controls below do not, so Play plays. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the rotation */}
      <div
        id={trackId}
        aria-live={rotating ? 'off' : 'polite'}
        className={hydrated ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={hydrated && index > 0 ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              data-current={position === index ? 'true' : undefined}
              inert={hydrated && position !== index}
              className="w-full shrink-0 snap-start"
            >
              <HeroSlide slide={slide} eager={position === 0} />
            </div>
          ))}
        </div>
      </div>
      {controls}
    </section>
  )
}
