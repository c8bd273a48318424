import { ContentImage } from '~/components/content-image'
import type { OfferView } from '../offer-view.server'

/** An offer's image at its own size (no layout shift); cards load it lazily, the offer page at once. */
export function OfferImage({
  image,
  lazy,
  className,
}: {
  image: OfferView['image']
  lazy: boolean
  className?: string
}) {
  if (!image) return null
  return (
    <ContentImage
      image={image}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      eager={!lazy}
      className={`aspect-video w-full bg-line object-cover ${className ?? ''}`}
    />
  )
}
