import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '~/components/use-hydrated'
import type { CarVideoView } from './car-media-view'

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/**
 * The car's video. Its own file plays in the browser's player and loads nothing until played. A YouTube or
 * Vimeo video is a click-to-load facade: nothing is asked of the video site until the shopper presses
 * play; without JavaScript the facade is a link to the video on its site.
 */
export function CarVideo({ video, title }: { video: CarVideoView; title: string }) {
  if (video.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the dealer's feed supplies no captions for its videos
      <video
        controls
        preload="none"
        playsInline
        src={video.src}
        aria-label={`Video: ${title}`}
        className="aspect-video w-full rounded-lg bg-black"
      >
        <a href={video.src}>Download the video of the {title}</a>
      </video>
    )
  }
  return <VideoFacade video={video} title={title} />
}

function VideoFacade({ video, title }: { video: Extract<CarVideoView, { kind: 'embed' }>; title: string }) {
  const hydrated = useHydrated()
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <iframe
        ref={player}
        src={video.embedUrl}
        title={`Video: ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-lg border-0 bg-black"
      />
    )
  }
  const face = (
    <>
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-black shadow-lg">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
          <path d="M7 4l13 8-13 8z" />
        </svg>
      </span>
      <span className="text-lg font-semibold">Play video: {title}</span>
      <span className="text-sm text-slate-300">{providerNames[video.provider]} video</span>
    </>
  )
  const faceClass =
    'flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-slate-900 p-4 text-center text-white'
  return hydrated ? (
    <button type="button" onClick={() => setPlaying(true)} className={faceClass}>
      {face}
    </button>
  ) : (
    <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className={faceClass}>
      {face}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
