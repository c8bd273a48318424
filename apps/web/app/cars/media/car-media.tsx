import { type MediaContent, selectMedia } from '@forecourt/domain/analytics/events'
import type { SpinMode } from '@forecourt/domain/vehicle-page/spin'
import { SPIN_VIEWER_LINK_TEXT } from '@forecourt/domain/vehicle-page/spin-viewer'
import { type ReactNode, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { pushEvent, pushEventOnce } from '~/analytics/push'
import { useHydrated } from '~/components/use-hydrated'
import type { CarMediaView, CarSpinView } from './car-media-view'
import { ImageGallery } from './image-gallery'
import { InteriorView } from './interior-view'
import { MediaModeTabs, modeTabId } from './media-mode-tabs'
import { MEDIA_ANCHOR, requestedMode } from './media-url-state'
import { PhotoPlaceholder } from './photo-placeholder'
import { SpinViewer } from './spin-viewer'

/**
 * The vehicle page's pictures: the photo gallery (or the 'New arrival' placeholder), and for a car with a
 * spin, tabs between Spin, Images and Interior that start where the dealer says. The first picture is in
 * the server's HTML at a fixed 4:3, so nothing moves while the page loads. Under them, 'View in 3D' where
 * the dealer has a 3D viewer and the car a spin code.
 */
export function CarMedia({ view, title }: { view: CarMediaView; title: string }) {
  const gallery = view.placeholder ? (
    <PhotoPlaceholder requestPhotosHref={view.placeholder.requestPhotosHref} />
  ) : (
    <ImageGallery
      images={view.images}
      thumbnailStrip={view.thumbnailStrip}
      title={title}
      onBrowse={() => pushEventOnce(`gallery:${view.carId}`, selectMedia('gallery', view.carId))}
    />
  )
  return (
    <div id={MEDIA_ANCHOR} className="scroll-mt-24">
      {view.spin ? (
        <SpinModes
          spin={view.spin}
          gallery={gallery}
          title={title}
          onSelect={(mode) => pushEvent(selectMedia(MODE_CONTENT[mode], view.carId))}
        />
      ) : (
        gallery
      )}
      {view.viewer3dHref ? (
        <a
          href={view.viewer3dHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
        >
          {SPIN_VIEWER_LINK_TEXT}
          <span className="sr-only"> of the {title} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  )
}

/** The spin view's modes as analytics names them. */
const MODE_CONTENT: Record<SpinMode, MediaContent> = {
  spinner: 'spin',
  gallery: 'gallery',
  interior: 'interior',
}

function SpinModes({
  spin,
  gallery,
  title,
  onSelect,
}: {
  spin: CarSpinView
  gallery: ReactNode
  title: string
  onSelect: (mode: SpinMode) => void
}) {
  const [params] = useSearchParams()
  const [mode, setMode] = useState<SpinMode>(() => requestedMode(params, spin.modes) ?? spin.initialMode)
  const hydrated = useHydrated()
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`
  const panel =
    mode === 'spinner' ? (
      <SpinViewer frames={spin.frames} hotspots={spin.hotspots.exterior} title={title} />
    ) : mode === 'interior' && spin.interiorImage ? (
      <InteriorView image={spin.interiorImage} hotspots={spin.hotspots.interior} title={title} />
    ) : (
      gallery
    )
  return (
    <>
      <MediaModeTabs
        modes={spin.modes}
        mode={mode}
        onSelect={(next) => {
          setMode(next)
          onSelect(next)
        }}
        idPrefix={idPrefix}
        panelId={panelId}
      />
      {hydrated ? (
        <div id={panelId} role="tabpanel" aria-labelledby={modeTabId(idPrefix, mode)}>
          {panel}
        </div>
      ) : (
        <div id={panelId}>{panel}</div>
      )}
    </>
  )
}
