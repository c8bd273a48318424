import { ContentImage } from '~/components/content-image'
import type { ModelImage as ModelImageData } from '../model-view.server'

/** A model or feature picture at its own size (no layout shift); lists load it lazily, the page at once. */
export function ModelImage({
  image,
  lazy,
  className,
}: {
  image: ModelImageData | null
  lazy: boolean
  className?: string
}) {
  if (!image) return null
  return (
    <ContentImage
      image={image}
      sizes={
        lazy ? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' : '(min-width: 1024px) 50vw, 100vw'
      }
      eager={!lazy}
      className={`aspect-[4/3] w-full bg-line object-cover ${className ?? ''}`}
    />
  )
}
