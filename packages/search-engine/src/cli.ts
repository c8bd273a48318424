#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startStandaloneServer } from './server.ts'

const usage =
  'Usage: node src/cli.ts --port 8108 --api-key KEY [--data-dir DIR] [--host 127.0.0.1] [--search-only-api-key KEY]'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8108' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string' },
    'search-only-api-key': { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})

if (values.help || !values['api-key']) {
  console.error(usage)
  process.exit(values.help ? 0 : 2)
}

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`)
  process.exit(2)
}

const searchOnly = values['search-only-api-key']
const server = await startStandaloneServer({
  port,
  host: values.host,
  apiKey: values['api-key'],
  ...(searchOnly
    ? { apiKeys: [{ value: searchOnly, actions: ['documents:search'], collections: ['*'] }] }
    : {}),
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
})
console.log(
  `search engine listening on http://${server.host}:${server.port}${values['data-dir'] ? ` (data: ${values['data-dir']})` : ''}`,
)

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
