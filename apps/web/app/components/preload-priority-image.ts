import { preload } from 'react-dom'

/**
 * The page's largest picture is announced in the document's head (React hoists the preload there while
 * rendering on the server), so the browser fetches it before parsing the long body that precedes it.
 */
export function preloadPriorityImage(sources: { src: string; srcSet?: string; sizes?: string }): void {
  preload(sources.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: sources.srcSet,
    imageSizes: sources.sizes,
  })
}
