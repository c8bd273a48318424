/**
 * The hero carousel's controls: the rotation button first (WAI-ARIA carousel pattern), then previous,
 * the slide picker and next. All are buttons, so Tab, Enter and Space work. Hidden without JavaScript,
 * when the slides scroll sideways instead; their room is kept until then, so the page does not shift.
 */
export function CarouselControls({
  trackId,
  slides,
  index,
  playing,
  onTogglePlay,
  onPrevious,
  onNext,
  onPick,
}: {
  trackId: string
  slides: { key: string; name: string }[]
  index: number
  playing: boolean
  onTogglePlay: () => void
  onPrevious: () => void
  onNext: () => void
  onPick: (index: number) => void
}) {
  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-surface-raised px-3 font-semibold'
  return (
    <div className="js-only-reserved">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
        <button
          type="button"
          className={button}
          aria-controls={trackId}
          aria-label={playing ? 'Pause slides' : 'Play slides'}
          onClick={onTogglePlay}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className={button} aria-controls={trackId} onClick={onPrevious}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Previous slide</span>
        </button>
        <ul className="flex items-center" aria-label="Choose a slide">
          {slides.map(({ key, name }, slide) => (
            <li key={key}>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center"
                aria-controls={trackId}
                aria-current={slide === index ? 'true' : undefined}
                aria-label={`Slide ${slide + 1} of ${slides.length}: ${name}`}
                onClick={() => onPick(slide)}
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full border-2 border-brand ${slide === index ? 'bg-brand' : 'bg-surface-raised'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={button} aria-controls={trackId} onClick={onNext}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </div>
  )
}
