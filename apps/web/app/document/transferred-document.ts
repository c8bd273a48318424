import {
  type EntryContext,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
  type StaticHandlerContext,
} from 'react-router'
import type { DocumentRequest } from './render-document'

/**
 * What a page's render needs of React Router's entry context, in a form that can be posted to another
 * thread: the location, the matched routes by id, the loader and action data. The stream of that data for
 * the browser follows on its own (DocumentRenderer). The other thread has the same server build, and takes
 * the route modules and the manifest from it.
 */
export interface TransferredDocument {
  request: DocumentRequest
  criticalCss: EntryContext['criticalCss']
  serverHandoffString: string | undefined
  handler: Pick<
    StaticHandlerContext,
    'basename' | 'location' | 'loaderData' | 'actionData' | 'statusCode' | '_deepestRenderedBoundaryId'
  > & { matches: MatchedRoute[] }
}

interface MatchedRoute {
  params: Record<string, string | undefined>
  pathname: string
  pathnameBase: string
  route: { id: string; path?: string; index?: boolean }
}

/**
 * The page's render as it can travel, or null when it renders where it is: an error page (React Router's
 * errors are class instances, which do not survive the copy) or a single-page-app fallback. Data that
 * cannot be copied (a promise streamed after the shell) is found when the post fails.
 */
export function documentForTransfer(
  context: EntryContext,
  request: DocumentRequest,
): { document: TransferredDocument; handoff: ReadableStream<Uint8Array> } | null {
  const handler = context.staticHandlerContext
  const stream = context.serverHandoffStream
  if (context.isSpaMode || handler.errors || !stream) return null
  const document: TransferredDocument = {
    request,
    criticalCss: context.criticalCss,
    serverHandoffString: context.serverHandoffString,
    handler: {
      basename: handler.basename,
      location: handler.location,
      loaderData: handler.loaderData,
      actionData: handler.actionData,
      statusCode: handler.statusCode,
      _deepestRenderedBoundaryId: handler._deepestRenderedBoundaryId ?? null,
      matches: handler.matches.map(({ params, pathname, pathnameBase, route }) => ({
        params,
        pathname,
        pathnameBase,
        route: { id: route.id, path: route.path, index: route.index },
      })),
    },
  }
  return { document, handoff: stream }
}

/** The entry context of a transferred page, for the same server build on this thread. */
export function entryFromTransfer(
  document: TransferredDocument,
  handoff: ReadableStream<Uint8Array>,
  build: ServerBuild,
): EntryContext {
  const routes = routeTableOf(build)
  const { matches, ...handler } = document.handler
  return {
    manifest: build.assets,
    branches: [],
    routeModules: routes.modules,
    criticalCss: document.criticalCss,
    serverHandoffString: document.serverHandoffString,
    serverHandoffStream: handoff,
    renderMeta: {},
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: false,
    // Only errors in data streamed after the shell are serialised, and such data never travels.
    serializeError: () => ({ message: 'Unexpected Server Error', stack: undefined }),
    staticHandlerContext: {
      ...handler,
      // The static router finds each route by id in its own tables.
      matches: matches as unknown as StaticHandlerContext['matches'],
      errors: null,
      loaderHeaders: {},
      actionHeaders: {},
      // Route discovery matches the page's parent paths to list their routes in the page's manifest.
      _match: (location) => routes.match(location, handler.basename) as never,
    },
  }
}

interface RouteTable {
  modules: EntryContext['routeModules']
  /** The routes a path matches, as React Router's static handler finds them. */
  match(location: Parameters<typeof matchRoutes>[1], basename?: string): ReturnType<typeof matchRoutes>
}

/** Parent paths of pages are few and repeat; React Router ranks every route again on each match. */
const MATCHES_KEPT = 1_000

const tables = new WeakMap<ServerBuild, RouteTable>()

/** The build's route modules by id, and its routes as a tree to match paths against, made once. */
function routeTableOf(build: ServerBuild): RouteTable {
  const known = tables.get(build)
  if (known) return known
  const modules: EntryContext['routeModules'] = {}
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    modules[route.id] = route.module as EntryContext['routeModules'][string]
    const siblings = children.get(route.parentId) ?? []
    siblings.push(
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    )
    children.set(route.parentId, siblings)
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = route.id ? children.get(route.id) : undefined
      return below && !route.index ? { ...route, children: attach(below) } : route
    })
  const tree = attach(children.get(undefined) ?? [])
  const matched = new Map<string, ReturnType<typeof matchRoutes>>()
  const table: RouteTable = {
    modules,
    match(location, basename = '/') {
      if (typeof location !== 'string') return matchRoutes(tree, location, basename)
      const key = `${basename}\n${location}`
      const known = matched.get(key)
      if (known !== undefined) return known
      const matches = matchRoutes(tree, location, basename)
      if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string)
      matched.set(key, matches)
      return matches
    },
  }
  tables.set(build, table)
  return table
}
