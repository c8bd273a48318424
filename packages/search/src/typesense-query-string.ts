/** Axios's query string encoding (encodeURIComponent, with `:`, `$` and `,` kept and spaces as `+`). */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
}

/** Parameters as the typesense client sends them in a URL: objects as JSON, missing values left out. */
export function typesenseQueryString(params: Readonly<Record<string, unknown>>): string {
  const query: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    query.push(`${encode(key)}=${encode(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
  }
  return query.join('&')
}
