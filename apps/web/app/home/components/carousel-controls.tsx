/**
 * The hero carousel's controls: the rotation button first (WAI-ARIA carousel pattern), then previous,
 * the slide picker and next. All are buttons, so Tab, Enter and Space work. Hidden without JavaScript,
 * when the slides scroll sideways instead; their room is kept until then, so the page does not shift.
 * One line on any phone: 44 px squares (Pause shows its word from 576 px up), and with more slides than
 * fit, the dots narrow down to 24 px rather than wrap.
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
    'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line bg-surface-raised font-semibold'
  return (
    <div className="js-only-reserved">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-1 px-4 py-3 sm:gap-2">
        <button
          type="button"
          className={`${button} gap-2 sm:w-auto sm:px-3`}
          aria-controls={trackId}
          aria-label={playing ? 'Pause slides' : 'Play slides'}
          onClick={onTogglePlay}
        >
          <RotationIcon playing={playing} />
          <span className="hidden sm:inline">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <button type="button" className={button} aria-controls={trackId} onClick={onPrevious}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Previous slide</span>
        </button>
        <ul className="flex min-w-0 items-center" aria-label="Choose a slide">
          {slides.map(({ key, name }, slide) => (
            <li key={key} className="w-11 min-w-6 shrink">
              <button
                type="button"
                className="inline-flex h-11 w-full items-center justify-center"
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

/** Pause (two bars) while the slides move, Play (a triangle) while they stand still. */
function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="currentColor">
      {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4l13 8-13 8z" />}
    </svg>
  )
}
