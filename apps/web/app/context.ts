import type { Site } from '@forecourt/content/sites'
import { createContext } from 'react-router'
import type { AppServices } from '~server/services'
import type { DocumentRenderer } from './document/document-renderer'

/** Services created at start-up (content client, site resolver, database, configuration). */
export const servicesContext = createContext<AppServices>()

/**
 * The website this request is for, resolved from the Host header by the root middleware. `null` on the
 * platform host, which lists the demo websites instead.
 */
export const siteContext = createContext<Site | null>()

/**
 * This website's own origin (`https://www.dealer.com.au`, or `http://{slug}.localhost:PORT` in development),
 * from its configured domains, never from a request header: every absolute address a page or a message
 * gives out starts with it (site-url.server.ts). Null where no site speaks (the platform host in production).
 */
export const siteOriginContext = createContext<string | null>(null)

/**
 * Why the server refused this post before any action ran (server/post-guards.ts: an https page's post
 * reaching the app over http behind a proxy it does not trust), or null. Reading the posted form answers it.
 */
export const postRefusalContext = createContext<string | null>(null)

/** The address the request came from: the socket's, or the proxy-reported one within TRUST_PROXY_HOPS. */
export const clientAddressContext = createContext<string>('unknown')

/**
 * This response's Content-Security-Policy nonce (server/security-headers.ts): entry.server.tsx gives it
 * to React Router's and React's inline scripts. Undefined where no policy is set (unit tests).
 */
export const cspNonceContext = createContext<string | undefined>(undefined)

/**
 * The render thread, where the server runs one (server/render-thread.ts): entry.server.tsx posts pages
 * there. Null renders them on the request's thread (development, tests of the app without a server).
 */
export const documentRendererContext = createContext<DocumentRenderer | null>(null)
