import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageUrl } from './page-url'

// A click in the browser reaches loaders as React Router's data request (`/my-garage.data`,
// `/_.data`, `?_routes=`): the page's own address is what a loader compares and gives out (issue 32).
describe('pageUrl', () => {
  it.each([
    ['http://site/my-garage.data', '/my-garage'],
    ['http://site/_.data', '/'],
    [
      'http://site/apply-for-finance.data?car_id=abc&_routes=routes%2Ffinance',
      '/apply-for-finance?car_id=abc',
    ],
    ['http://site/cars/x/buy-online.data', '/cars/x/buy-online'],
    ['http://site/search/used-cars?make=Ford', '/search/used-cars?make=Ford'],
  ])('%s is the page %s', (requested, page) => {
    const url = pageUrl(new Request(requested))
    expect(`${url.pathname}${url.search}`).toBe(page)
  })
})

describe('reading a request address', () => {
  it('happens only through pageUrl in route and app code, so no loader reads a data request as its page', () => {
    const appDir = dirname(fileURLToPath(import.meta.url))
    const readers = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'page-url.ts')
      .filter((file) => /new URL\(\s*(\w+\.)?request\.url/.test(readFileSync(join(appDir, file), 'utf8')))
    expect(readers).toEqual([])
  })
})
