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
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={`aspect-video w-full bg-line object-cover ${className ?? ''}`}
    />
  )
}
