import {
  nextSpinFrame,
  SPIN_AUTO_ROTATE_MS,
  SPIN_DRAG_SENSITIVITY_PX,
  spinFrameAfterDrag,
} from '@forecourt/domain/vehicle-page/spin'
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '~/components/use-hydrated'
import type { SpinHotspot } from './car-media-view'
import { FullscreenButton } from './fullscreen-button'
import { HotspotMarker } from './hotspot-marker'
import { overlayButtonClass, overlayTextClass } from './media-styles'
import { fullscreenStageWidth, useFullscreen } from './use-fullscreen'
import { useOnScreen } from './use-on-screen'

/** A key press moves the spin as far as one drag step. */
const stepFrame = (frame: number, steps: number, count: number) =>
  spinFrameAfterDrag(frame, steps * SPIN_DRAG_SENSITIVITY_PX, count)

/** Loads every frame up front, so the spin turns without waiting for each picture. */
function usePreloadedFrames(frames: readonly string[]) {
  const loaded = useRef<HTMLImageElement[]>([])
  useEffect(() => {
    loaded.current = frames.map((src) => {
      const image = new Image()
      image.decoding = 'async'
      image.src = src
      return image
    })
  }, [frames])
}

/**
 * The 360-degree spin: it turns by itself (one frame every 100 ms) until the shopper drags it (a frame per
 * 20 px), steps it with the arrow keys, opens a hotspot or presses Pause; it stays still for shoppers who
 * ask for reduced motion. Without JavaScript it shows its first frame.
 */
export function SpinViewer({
  frames,
  hotspots,
  title,
}: {
  frames: string[]
  hotspots: SpinHotspot[]
  title: string
}) {
  const hydrated = useHydrated()
  const [frame, setFrame] = useState(0)
  const [rotating, setRotating] = useState(false)
  const drag = useRef<{ x: number; frame: number; pointerId: number } | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(root)
  // Turning stops while the spin is scrolled out of sight, so it costs a phone nothing there.
  const onScreen = useOnScreen(root)
  const turning = rotating && onScreen
  const hotspotGroup = useId()
  const count = frames.length
  usePreloadedFrames(frames)

  useEffect(() => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) setRotating(true)
  }, [])
  useEffect(() => {
    if (!turning) return
    const timer = window.setInterval(
      () => setFrame((current) => nextSpinFrame(current, count)),
      SPIN_AUTO_ROTATE_MS,
    )
    return () => window.clearInterval(timer)
  }, [turning, count])

  const stop = () => setRotating(false)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    stop()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, frame, pointerId: event.pointerId }
  }
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current
    if (!start || start.pointerId !== event.pointerId) return
    setFrame(spinFrameAfterDrag(start.frame, event.clientX - start.x, count))
  }
  const endDrag = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: stepFrame(frame, 1, count),
      ArrowUp: stepFrame(frame, 1, count),
      ArrowLeft: stepFrame(frame, -1, count),
      ArrowDown: stepFrame(frame, -1, count),
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    stop()
    setFrame(next)
  }

  const picture = (
    <img
      src={frames[frame]}
      alt={hydrated ? '' : `${title}, 360° view`}
      width={800}
      height={600}
      fetchPriority="high"
      decoding="async"
      draggable={false}
      className="size-full object-contain"
    />
  )
  return (
    <div ref={root} className={fullscreen.active ? 'flex items-center bg-black' : ''}>
      <div
        className="relative mx-auto aspect-[4/3] w-full overflow-visible rounded-lg bg-line"
        style={fullscreen.active ? { width: fullscreenStageWidth() } : undefined}
      >
        {hydrated ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label={`360° view of ${title}`}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={frame + 1}
            aria-valuetext={`View ${frame + 1} of ${count}`}
            aria-orientation="horizontal"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
            onFocus={stop}
            className="size-full cursor-grab touch-pan-y overflow-hidden rounded-lg select-none active:cursor-grabbing"
          >
            {picture}
          </div>
        ) : (
          <div className="size-full overflow-hidden rounded-lg">{picture}</div>
        )}
        {hotspots
          .filter((hotspot) => hotspot.frame === frame)
          .map((hotspot) => (
            <HotspotMarker
              key={`${hotspot.frame}-${hotspot.title}`}
              hotspot={hotspot}
              group={hotspotGroup}
              onOpen={stop}
            />
          ))}
        {hydrated ? (
          <>
            <p
              className={`${overlayTextClass} pointer-events-none absolute bottom-2 left-2`}
              aria-hidden="true"
            >
              Drag to spin
            </p>
            <div className="absolute right-2 bottom-2 flex gap-2">
              <button type="button" onClick={() => setRotating(!rotating)} className={overlayButtonClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                  {rotating ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4l13 8-13 8z" />}
                </svg>
                <span className="sr-only">{rotating ? 'Pause rotation' : 'Play rotation'}</span>
              </button>
              <FullscreenButton fullscreen={fullscreen} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  )
}
