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
