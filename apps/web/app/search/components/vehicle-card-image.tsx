import { imageSources } from '~/components/image-sources'
import { preloadPriorityImage } from '~/components/preload-priority-image'
import { ServerRendered } from '~/components/server-rendered'
import { SiteLink } from '~/components/site-link'
import type { VehicleCardView } from '../vehicle-card-view'
import { CARD_PHOTOS_USED } from '../vehicle-hit'

const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw'

export function VehicleCardImage({
  card,
  eager,
  priority,
}: {
  card: VehicleCardView
  eager: boolean
  priority: boolean
}) {
  const { images, tag } = card
  return (
    <div className="relative">
      {images.kind === 'photos' ? (
        <SiteLink to={card.href} tabIndex={-1} aria-hidden="true" className="block">
          <CardPhoto url={images.primaryUrl} eager={eager} priority={priority} />
        </SiteLink>
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-line p-4 text-center">
          <p className="font-semibold">New arrival</p>
          <p className="text-sm text-ink-muted">Photos coming soon</p>
          {images.requestPhotos ? (
            <SiteLink
              to={`${card.href}#request-photos`}
              className="text-sm font-semibold text-brand underline"
            >
              Request Photos
            </SiteLink>
          ) : null}
        </div>
      )}
      {tag ? <p className={`card-tag tag-${tag.tone}`}>{tag.label}</p> : null}
      {images.kind === 'photos' && images.strip ? (
        <ServerRendered as="ul" of={card} className="card-strip" aria-label={`${images.photoCount} photos`}>
          {images.strip.slice(1, CARD_PHOTOS_USED).map((url, index) => (
            <li key={url}>
              <img src={url} alt="" loading="lazy" />
              {index === CARD_PHOTOS_USED - 2 && images.photoCount > CARD_PHOTOS_USED ? (
                <span className="card-more-photos">{`+${images.photoCount - CARD_PHOTOS_USED}`}</span>
              ) : null}
            </li>
          ))}
        </ServerRendered>
      ) : null}
    </div>
  )
}

function CardPhoto({ url, eager, priority }: { url: string; eager: boolean; priority: boolean }) {
  const sources = imageSources(url, CARD_IMAGE_SIZES)
  if (priority) preloadPriorityImage(sources)
  return (
    <img
      {...sources}
      alt=""
      width={400}
      height={300}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className="card-photo"
    />
  )
}
