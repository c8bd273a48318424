/** A Typesense node as typesense-js and the InstantSearch adapter take it, from its URL. */
export interface TypesenseNode {
  host: string
  port: number
  protocol: string
  path: string
}

/** 'https://search.example.com/ts' -> { host: 'search.example.com', port: 443, protocol: 'https', path: '/ts' } */
export function typesenseNode(url: string | URL): TypesenseNode {
  const parsed = new URL(url)
  const protocol = parsed.protocol.replace(':', '')
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'https' ? 443 : 80)),
    protocol,
    path: parsed.pathname.replace(/\/+$/, ''),
  }
}
