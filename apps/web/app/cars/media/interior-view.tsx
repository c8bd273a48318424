import { useId, useRef } from 'react'
import type { CarHotspot } from './car-media-view'
import { FullscreenButton } from './fullscreen-button'
import { HotspotMarker } from './hotspot-marker'
import { fullscreenStageWidth, useFullscreen } from './use-fullscreen'

/** The interior picture with its hotspots. */
export function InteriorView({
  image,
  hotspots,
  title,
}: {
  image: string
  hotspots: CarHotspot[]
  title: string
}) {
  const root = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(root)
  const hotspotGroup = useId()
  return (
    <div ref={root} className={fullscreen.active ? 'flex items-center bg-black' : ''}>
      <div
        className="relative mx-auto aspect-[4/3] w-full rounded-lg bg-line"
        style={fullscreen.active ? { width: fullscreenStageWidth() } : undefined}
      >
        <img
          src={image}
          alt={`${title}, interior`}
          width={800}
          height={600}
          decoding="async"
          className="size-full rounded-lg object-contain"
        />
        {hotspots.map((hotspot) => (
          <HotspotMarker key={hotspot.title} hotspot={hotspot} group={hotspotGroup} />
        ))}
        <FullscreenButton fullscreen={fullscreen} className="absolute right-2 bottom-2" />
      </div>
    </div>
  )
}
