import { describe, expect, it } from 'vitest'
import {
  FAVOURITE_CONTROL,
  FAVOURITES_OFFER_LIMIT,
  favouritesAddedMessage,
  favouritesOfferQuestion,
  favouritesToOffer,
  offersWatchlist,
  savedCarControlName,
  WATCHLIST_CONTROL,
} from './saved-cars.ts'

describe('the watchlist and favourite controls', () => {
  it('the watchlist button "toggles between Save and Saved" (stock document section 4)', () => {
    expect(savedCarControlName(WATCHLIST_CONTROL, false)).toMatch(/^Save\b/)
    expect(savedCarControlName(WATCHLIST_CONTROL, true)).toMatch(/^Saved\b/)
  })

  it('no name of one control can be mistaken for the other, on a card or a vehicle page', () => {
    for (const on of [false, true]) {
      for (const title of [undefined, '2021 Toyota HiLux']) {
        const watchlist = savedCarControlName(WATCHLIST_CONTROL, on, title).toLowerCase()
        const favourite = savedCarControlName(FAVOURITE_CONTROL, on, title).toLowerCase()
        expect(favourite).not.toContain('save')
        expect(favourite).not.toContain('watchlist')
        expect(watchlist).not.toContain('favourite')
        expect(watchlist).not.toBe(favourite)
      }
    }
    expect(WATCHLIST_CONTROL.icon.off).not.toBe(FAVOURITE_CONTROL.icon.off)
    expect(WATCHLIST_CONTROL.icon.on).not.toBe(FAVOURITE_CONTROL.icon.on)
  })

  it('a card names its car after the control, the visible label first', () => {
    expect(savedCarControlName(FAVOURITE_CONTROL, true, '2021 Toyota HiLux')).toBe(
      'Favourited in this browser: 2021 Toyota HiLux',
    )
    expect(savedCarControlName(WATCHLIST_CONTROL, false, '2021 Toyota HiLux')).toBe(
      'Save to watchlist: 2021 Toyota HiLux',
    )
  })

  it('a sold car "cannot be newly saved to the watchlist"; coming_soon can', () => {
    const on = { watchlist: true }
    expect(offersWatchlist({ status: 'in_stock' }, on)).toBe(true)
    expect(offersWatchlist({ status: 'coming_soon' }, on)).toBe(true)
    expect(offersWatchlist({ status: 'sold' }, on)).toBe(false)
    expect(offersWatchlist({ status: 'in_stock' }, { watchlist: false })).toBe(false)
  })
})

describe('the offer to add favourites to the watchlist', () => {
  it('offers the favourites not on the watchlist, in the order they were favourited', () => {
    expect(favouritesToOffer({ favourites: ['c', 'a', 'b'], watchlist: ['a'] })).toEqual(['c', 'b'])
  })

  it('does not offer again the cars already added or declined, nor one twice', () => {
    expect(favouritesToOffer({ favourites: ['a', 'b', 'a', 'c'], watchlist: [], answered: ['b'] })).toEqual([
      'a',
      'c',
    ])
    expect(favouritesToOffer({ favourites: ['a'], watchlist: [], answered: ['a'] })).toEqual([])
  })

  it('offers at most one request of cars', () => {
    const many = Array.from({ length: FAVOURITES_OFFER_LIMIT + 5 }, (_, index) => `car-${index}`)
    const offered = favouritesToOffer({ favourites: many, watchlist: [] })
    expect(offered).toHaveLength(FAVOURITES_OFFER_LIMIT)
    expect(offered[0]).toBe('car-0')
  })

  it('asks in words that count the cars', () => {
    expect(favouritesOfferQuestion(1)).toBe('Add your favourite to your watchlist?')
    expect(favouritesOfferQuestion(3)).toBe('Add your 3 favourites to your watchlist?')
  })

  it('says how many were added and why the rest were not', () => {
    expect(favouritesAddedMessage({ added: 3, notAdded: 0 })).toBe('Added 3 cars to your watchlist.')
    expect(favouritesAddedMessage({ added: 1, notAdded: 1 })).toBe(
      'Added 1 car to your watchlist. 1 has been sold or is no longer listed.',
    )
    expect(favouritesAddedMessage({ added: 2, notAdded: 2 })).toBe(
      'Added 2 cars to your watchlist. 2 have been sold or are no longer listed.',
    )
    expect(favouritesAddedMessage({ added: 0, notAdded: 2 })).toBe(
      'None of your favourites could be added to your watchlist: they have been sold or are no longer listed.',
    )
  })
})
