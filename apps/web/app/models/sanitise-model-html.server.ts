import { safeHref } from '@forecourt/domain/site/safe-href'
import sanitizeHtml from 'sanitize-html'

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel']

/**
 * A model's description arrives as HTML from a manufacturer feed, so it is untrusted. Only text structure
 * survives: paragraphs, h2-h4, lists, bold, italic, line breaks, and links whose address is http(s),
 * mailto, tel or a path on this site. Every attribute but a link's href goes (no event handlers, styles or
 * classes); scripts, styles, frames and images are dropped with their content, other tags keep their text.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: LINK_SCHEMES,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // The page has one h1 (the model name): feed headings start at h2. b and i mean strong and em.
    h1: 'h2',
    b: 'strong',
    i: 'em',
    // A link whose address is not safe loses the tag and keeps its words: sanitize-html drops the 'span'.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href, LINK_SCHEMES)
      return href ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} }
    },
  },
}

export function sanitiseModelHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, options).trim()
}
