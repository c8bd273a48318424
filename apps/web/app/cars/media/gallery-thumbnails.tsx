import { useEffect, useRef } from 'react'
import type { CarImage } from './car-media-view'
import { MediaControl } from './media-control'

/** The thumbnail strip under the gallery; it scrolls sideways to keep the current photo's thumbnail in view. */
export function GalleryThumbnails({
  images,
  current,
  hrefFor,
  onSelect,
}: {
  images: CarImage[]
  current: number
  hrefFor: (index: number) => string
  onSelect: (index: number) => void
}) {
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const strip = list.current
    const thumbnail = strip?.children[current] as HTMLElement | undefined
    if (!strip || !thumbnail) return
    // Scrolls the strip alone: scrollIntoView would scroll the page too.
    const left = thumbnail.offsetLeft - (strip.clientWidth - thumbnail.clientWidth) / 2
    strip.scrollTo({ left: Math.max(0, left) })
  }, [current])
  return (
    <ul ref={list} aria-label="Thumbnails" className="relative mt-2 flex gap-2 overflow-x-auto pb-1">
      {images.map((image, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list the same photo twice
        <li key={`${index}-${image.url}`} className="shrink-0">
          <MediaControl
            href={hrefFor(index)}
            onActivate={() => onSelect(index)}
            current={index === current}
            className={`block overflow-hidden rounded border-2 ${
              index === current ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100'
            }`}
          >
            <img
              src={image.thumbUrl}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              // After the photo on show, which is the page's largest picture.
              fetchPriority="low"
              decoding="async"
              draggable={false}
              className="aspect-[4/3] w-20 bg-line object-cover sm:w-24"
            />
            <span className="sr-only">Show photo {index + 1}</span>
          </MediaControl>
        </li>
      ))}
    </ul>
  )
}
