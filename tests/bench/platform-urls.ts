import { createRandom, type Random } from '@forecourt/demo-data/random'
import { emptySearchState, searchQueryString } from '@forecourt/domain/search/url-state'
import { type FeedRow, homeUrls, searchUrls } from './page-urls.ts'

/**
 * The platform benchmark's requests (issue 36): for a sample of dealers, each page kind at distinct URLs,
 * and a Zipf-distributed mix over every dealer and page, as real traffic favours a few sites and pages.
 */

export type PlatformPageKind = 'home' | 'results' | 'refined' | 'car' | 'words'

export const platformPageKinds: readonly PlatformPageKind[] = ['home', 'results', 'refined', 'car', 'words']

export const platformPageLabels: Record<PlatformPageKind, string> = {
  home: 'home',
  results: 'results (plain)',
  refined: 'results (refined)',
  car: 'vehicle page',
  words: 'plain-words search',
}

export interface Target {
  host: string
  path: string
}

export type PlatformFeedRow = FeedRow & {
  model: string
  simple_body: string
  year: number
  updated_at: string
}

const isRefined = (url: string) => /[?&](make|price|body)/.test(url)

/** One kind's URLs for one dealer, distinct from each other, at most `count`. */
export function dealerUrls(
  kind: PlatformPageKind,
  rows: readonly PlatformFeedRow[],
  count: number,
): string[] {
  switch (kind) {
    case 'home':
      return homeUrls(count)
    case 'results':
      return searchUrls(rows, count * 4)
        .filter((url) => !isRefined(url))
        .slice(0, count)
    case 'refined':
      return searchUrls(rows, count * 4)
        .filter(isRefined)
        .slice(0, count)
    case 'car':
      return rows
        .filter((row) => row.status === 'in_stock')
        .slice(0, count)
        .map((row) => row.path)
    case 'words': {
      const phrases = new Set<string>()
      for (const row of rows) {
        phrases.add(`${row.make} ${row.model}`.toLowerCase())
        phrases.add(`${row.car_type} ${row.simple_body}`.toLowerCase())
        phrases.add(`${row.year} ${row.make}`.toLowerCase())
        if (phrases.size >= count) break
      }
      return [...phrases]
        .slice(0, count)
        .map((query) => `/search${searchQueryString({ ...emptySearchState(), query })}`)
    }
  }
}

/** `count` distinct dealers, the same for the same seed. */
export function sampleDealers(slugs: readonly string[], count: number, seed: number): string[] {
  const random = createRandom(seed)
  const pool = [...slugs].sort()
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[pool[i], pool[j]] = [pool[j] as string, pool[i] as string]
  }
  return pool.slice(0, Math.min(count, pool.length))
}

/** Picks rank 0..n-1 with probability proportional to 1/(rank+1)^s. */
export function zipfPicker(n: number, s: number, random: Random): () => number {
  const cumulative: number[] = []
  let total = 0
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** s
    cumulative.push(total)
  }
  return () => {
    const roll = random.next() * total
    let low = 0
    let high = n - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] as number) < roll) low = mid + 1
      else high = mid
    }
    return low
  }
}

/**
 * `count` requests: a dealer by Zipf over all dealers (in a shuffled order, so popularity does not follow
 * the feed), then a page by Zipf over that dealer's pages (home first, then results pages and cars).
 */
export function zipfMix(
  rowsByDealer: ReadonlyMap<string, PlatformFeedRow[]>,
  count: number,
  seed: number,
  exponent = 1.1,
): Target[] {
  const random = createRandom(seed)
  const dealers = sampleDealers([...rowsByDealer.keys()], rowsByDealer.size, seed)
  const pickDealer = zipfPicker(dealers.length, exponent, random)
  const pages = new Map<string, string[]>()
  const pagesOf = (slug: string) => {
    let list = pages.get(slug)
    if (!list) {
      const rows = rowsByDealer.get(slug) ?? []
      list = [
        '/',
        ...dealerUrls('results', rows, 10),
        ...dealerUrls('car', rows, 100),
        ...dealerUrls('refined', rows, 40),
      ]
      pages.set(slug, list)
    }
    return list
  }
  const pickers = new Map<string, () => number>()
  return Array.from({ length: count }, () => {
    const slug = dealers[pickDealer()] as string
    const list = pagesOf(slug)
    let pickPage = pickers.get(slug)
    if (!pickPage) {
      pickPage = zipfPicker(list.length, exponent, random)
      pickers.set(slug, pickPage)
    }
    return { host: `${slug}.localhost`, path: list[pickPage()] as string }
  })
}
