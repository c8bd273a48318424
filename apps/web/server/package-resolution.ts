import { registerHooks } from 'node:module'

/**
 * Resolves the relative imports inside drizzle-orm without Node's package lookup (ADR 065). For every file
 * it imports, Node 24 reads the nearest package.json again to learn the file's module type, and drizzle-orm's
 * is 179 kB of `exports` parsed anew each time: importing the ORM cost about 130 MB of RSS that stayed, and
 * seconds of start-up, in each thread that loads it. Its own files are ES modules (`"type": "module"`)
 * importing one another by relative path with the `.js` extension, so the URL and format are known here.
 * Bare specifiers (`drizzle-orm/pg-core`) and everything else still go through Node's resolution.
 * Hooks are per thread: each thread that loads the server build imports this module first.
 */
const ES_MODULE_PACKAGES = ['/node_modules/drizzle-orm/']

const inside = (url: string) =>
  url.startsWith('file:') && ES_MODULE_PACKAGES.some((root) => url.includes(root))

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL
    if (parent && inside(parent) && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
      const url = new URL(specifier, parent).href
      if (inside(url)) return { url, format: 'module', shortCircuit: true }
    }
    return nextResolve(specifier, context)
  },
})
