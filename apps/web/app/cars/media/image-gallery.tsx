import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { imageSources } from '~/components/image-sources'
import { preloadPriorityImage } from '~/components/preload-priority-image'
import type { CarImage } from './car-media-view'
import { FullscreenButton } from './fullscreen-button'
import { GalleryThumbnails } from './gallery-thumbnails'
import { MediaControl } from './media-control'
import { overlayButtonClass, overlayTextClass } from './media-styles'
import { photoHref, requestedPhotoIndex } from './media-url-state'
import { fullscreenStageWidth, useFullscreen } from './use-fullscreen'

const GALLERY_IMAGE_SIZES = '(min-width: 992px) 60vw, 100vw'
const GALLERY_IMAGE_WIDTHS = [480, 640, 960, 1280, 1600] as const
/** How far a finger must travel sideways before it counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD_PX = 40

const wrap = (index: number, count: number) => (index + count) % count

/**
 * The car's photos, one at a time: previous and next buttons, the arrow keys while a gallery control has focus,
 * a swipe, and the thumbnail strip when the car gets one. Without JavaScript the buttons are links to
 * the page showing the chosen photo.
 */
export function ImageGallery({
  images,
  thumbnailStrip,
  title,
  onBrowse,
}: {
  images: CarImage[]
  thumbnailStrip: boolean
  title: string
  /** The shopper moves to another photo (issue 34: the gallery's analytics event). */
  onBrowse?: () => void
}) {
  const [params] = useSearchParams()
  const [index, setIndex] = useState(() => requestedPhotoIndex(params, images.length))
  const root = useRef<HTMLElement>(null)
  const fullscreen = useFullscreen(root)
  const swipeStart = useRef<{ x: number; pointerId: number } | null>(null)
  const count = images.length
  const image = images[index] ?? images[0]
  if (!image) return null

  const sources = imageSources(image.url, GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTHS)
  preloadPriorityImage(sources)
  const show = (next: number) => {
    setIndex(wrap(next, count))
    onBrowse?.()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    show(next)
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, pointerId: event.pointerId }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start || start.pointerId !== event.pointerId) return
    const travelled = event.clientX - start.x
    if (Math.abs(travelled) >= SWIPE_THRESHOLD_PX) show(travelled < 0 ? index + 1 : index - 1)
  }

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={onKeyDown}
      className={fullscreen.active ? 'flex flex-col justify-center gap-2 bg-black p-2' : ''}
    >
      <div
        className="relative mx-auto w-full"
        style={
          fullscreen.active ? { width: fullscreenStageWidth(thumbnailStrip ? '6rem' : '1rem') } : undefined
        }
      >
        <div
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null
          }}
          className="aspect-[4/3] touch-pan-y overflow-hidden rounded-lg bg-line select-none"
        >
          <img
            {...sources}
            // biome-ignore lint/a11y/noRedundantAlt: 'photo N of M' says which of the car's photos is on show
            alt={`${title}, photo ${index + 1} of ${count}`}
            width={800}
            height={600}
            // The photo on show is the page's largest picture, whichever one the address asks for.
            loading="eager"
            fetchPriority="high"
            decoding="sync"
            draggable={false}
            className="size-full object-contain"
          />
        </div>
        {count > 1 ? (
          <>
            <MediaControl
              href={photoHref(params, wrap(index - 1, count))}
              onActivate={() => show(index - 1)}
              className={`${overlayButtonClass} absolute top-1/2 left-2 -translate-y-1/2`}
            >
              <Chevron direction="left" />
              <span className="sr-only">Previous image</span>
            </MediaControl>
            <MediaControl
              href={photoHref(params, wrap(index + 1, count))}
              onActivate={() => show(index + 1)}
              className={`${overlayButtonClass} absolute top-1/2 right-2 -translate-y-1/2`}
            >
              <Chevron direction="right" />
              <span className="sr-only">Next image</span>
            </MediaControl>
          </>
        ) : null}
        <p className={`${overlayTextClass} absolute bottom-2 left-2`} aria-live="polite">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <span className="sr-only">
            Photo {index + 1} of {count}
          </span>
        </p>
        <FullscreenButton fullscreen={fullscreen} className="absolute top-2 right-2" />
      </div>
      {thumbnailStrip ? (
        <GalleryThumbnails
          images={images}
          current={index}
          hrefFor={(thumbnail) => photoHref(params, thumbnail)}
          onSelect={show}
        />
      ) : null}
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  )
}
