/** A YouTube or Vimeo video the page can embed: where to watch it, and its privacy-friendly player. */
export interface VideoEmbed {
  provider: 'youtube' | 'vimeo'
  /** The canonical watch page, for the link that stands in for the player without JavaScript. */
  watchUrl: string
  /** The player, asked to start at once: it is only loaded when the shopper presses play. */
  embedUrl: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  const id =
    url.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  const id = url.hostname === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : segments.at(-1)
  return id && VIMEO_ID.test(id) ? id : null
}

/**
 * The embed for a YouTube or Vimeo address (watch, short, share or embed form), or null for any other
 * address. YouTube plays from youtube-nocookie.com and Vimeo with `dnt=1`, so no tracking cookies are set.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  const url = parseUrl(address)
  if (!url) return null
  const host = url.hostname.toLowerCase()
  if (youtubeHosts.has(host) || host === 'youtu.be') {
    const id = youtubeId(url)
    return id
      ? {
          provider: 'youtube',
          watchUrl: `https://www.youtube.com/watch?v=${id}`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
        }
      : null
  }
  if (vimeoHosts.has(host)) {
    const id = vimeoId(url)
    return id
      ? {
          provider: 'vimeo',
          watchUrl: `https://vimeo.com/${id}`,
          embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
        }
      : null
  }
  return null
}
