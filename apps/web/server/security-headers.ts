import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

/**
 * The security headers of every answer: pages, API answers, static files, health checks, 404s and
 * errors (docs/decisions/023-security-headers.md). A fresh nonce per response lets React Router's inline
 * scripts run and nothing else inline; the page cache swaps it for the next visitor's (page-cache.ts).
 */

type SecurityConfig = Pick<ServerConfig, 'env' | 'search' | 'finance' | 'payments' | 'security'>

/** Where the embedded video players and the location maps come from (app/cars/media, app/locations). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
export const MAP_EMBED_ORIGINS = ['https://maps.google.com', 'https://www.google.com']
/**
 * Where a dealer's Google tag sends its measurements (issue 34; Google's guide to tags under a CSP). Its
 * scripts need no entry: the tag's script carries the page's nonce and Tag Manager passes it on to the
 * scripts it adds, so script-src stays as strict as it was (docs/decisions/057-analytics-data-layer-and-tag.md).
 */
export const GOOGLE_TAG_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
/** Stripe Checkout, where a reservation's payment form sends the shopper (only with Stripe configured). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'

/** 128 random bits, base64: unguessable, and never found by chance elsewhere in a page. */
export const createNonce = (): string => randomBytes(16).toString('base64')

/** The nonce of this response (set by `securityHeaders` before anything else runs). */
export const nonceOf = (response: ServerResponse): string | undefined =>
  (response as Response).locals?.cspNonce as string | undefined

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The policy's directives; a nonce function where the response's own nonce goes. */
export function cspDirectives(config: SecurityConfig) {
  const nonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonceOf(response)}'`
  const brokerOrigin = config.finance.broker ? originOf(config.finance.broker.url) : null
  const formTargets = [
    "'self'",
    ...(config.payments.stripe ? [STRIPE_CHECKOUT_ORIGIN] : []),
    ...(brokerOrigin?.startsWith('https:') ? [brokerOrigin] : []),
    ...config.security.financeApplicationOrigins,
  ]
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // React Router's hydration data, route manifest and module loader are nonce'd inline scripts; every
    // other script is a built module of this origin.
    'script-src': ["'self'", nonce],
    'script-src-attr': ["'none'"],
    // React writes `style` attributes (map mosaic, booking frame height, gallery), which no nonce can
    // cover, and the dealer theme is a <style> element: see the ADR for why styles stay inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Vehicle photos come from each dealer's stock feed (any https host), content images from the
    // content CDN, static maps from tile servers; `data:` for inline SVG placeholders.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...GOOGLE_TAG_CONNECT_ORIGINS,
      // Vite's hot-reload socket, in development only.
      ...(config.env === 'development' ? ['ws:', 'wss:'] : []),
    ],
    // Video players (VIDEO_PLAYER_ORIGINS) and maps (MAP_EMBED_ORIGINS), plus each dealer's
    // service-booking page, which dealer staff set in the Studio without a deploy: so any https page may
    // be framed, never http:, data:, blob: or javascript:.
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': [...new Set(formTargets)],
    'frame-ancestors': ["'self'"],
  }
}

/** Features no page uses are switched off; the gallery's fullscreen and the players' are kept. */
export function permissionsPolicy(): string {
  const players = VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')
  return [
    'accelerometer=()',
    `autoplay=(self ${players})`,
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    `encrypted-media=(self ${players})`,
    `fullscreen=(self ${players})`,
    'geolocation=(self)',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    `picture-in-picture=(self ${players})`,
    'publickey-credentials-get=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ')
}

/**
 * One year; only in production and only on https (browsers ignore it on http). Not `includeSubDomains`:
 * a dealer's site may be served on its own domain, whose other subdomains are not ours to pin to https.
 */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function securityHeaders(config: SecurityConfig) {
  const common = {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Photos and brochures are public and are shown by email clients and the Studio on other sites.
    crossOriginResourcePolicy: false,
    // Stripe Checkout and the finance application are full-page navigations, unaffected.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  } as const
  const plain = helmet({ ...common, strictTransportSecurity: false })
  const secure = helmet({
    ...common,
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  })
  const permissions = permissionsPolicy()
  return (request: Request, response: Response, next: NextFunction) => {
    response.locals.cspNonce = createNonce()
    response.setHeader('Permissions-Policy', permissions)
    // `request.secure` is the TLS socket, or X-Forwarded-Proto from a proxy within TRUST_PROXY_HOPS.
    ;(request.secure ? secure : plain)(request, response, next)
  }
}
