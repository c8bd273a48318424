import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) copies of the built client assets, which the server
 * sends to browsers that accept them: best-ratio compression once at build time instead of fast
 * compression on every request.
 */
const assets = join(import.meta.dirname, '../build/client/assets')
const compressible = /\.(?:js|css|svg|json)$/
let files = 0
for (const name of readdirSync(assets)) {
  if (!compressible.test(name)) continue
  const source = readFileSync(join(assets, name))
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  )
  writeFileSync(join(assets, `${name}.gz`), gzipSync(source, { level: 9 }))
  files += 1
}
console.log(`precompressed ${files} client assets`)
