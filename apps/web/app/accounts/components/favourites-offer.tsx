import {
  favouritesAddedMessage,
  favouritesOfferQuestion,
  favouritesToOffer,
} from '@forecourt/domain/lists/saved-cars'
import { useState } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { useFavouritesOfferLists } from '~/search/shortlist'

type SaveCarsAnswer = { success?: boolean; error?: string; added?: string[]; notAdded?: string[] }

/**
 * Signed in with favourites in this browser that are not on the watchlist: "Add your N favourites to your
 * watchlist?" (ADR 050). Favourites live in browser storage, so the offer needs JavaScript; it appears
 * once the page has hydrated. The banner (every page, under the header) can be declined with Not now;
 * My Garage shows it in place and always offers what was not yet sent.
 */
export function FavouritesOffer({ placement }: { placement: 'banner' | 'garage' }) {
  const shopper = useRouteLoaderData<typeof rootLoader>('root')?.shopper ?? null
  const lists = useFavouritesOfferLists()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!shopper) return null
  const offered = favouritesToOffer({
    favourites: lists.favourites,
    watchlist: shopper.savedCarIds,
    answered: placement === 'banner' ? [...lists.sent, ...lists.declined] : lists.sent,
  })
  if (offered.length === 0 && !done) return null

  async function add() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/watchlist/save-cars', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: shopper?.phone, car_ids: offered }),
      })
      const answer = (await response.json().catch(() => ({}))) as SaveCarsAnswer
      if (!response.ok || !answer.success) {
        throw new Error(answer.error ?? 'Your favourites could not be added. Please try again.')
      }
      lists.remember('sent', offered)
      setDone(
        favouritesAddedMessage({
          added: answer.added?.length ?? 0,
          notAdded: answer.notAdded?.length ?? 0,
        }),
      )
      await revalidator.revalidate()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  const frame =
    placement === 'banner'
      ? 'mx-auto mt-4 w-full max-w-6xl px-4'
      : 'mt-4 rounded-lg border border-line bg-surface-raised p-4'
  return (
    <section aria-label="Your favourites" className={frame}>
      <div className={placement === 'banner' ? 'rounded-lg border border-line bg-surface-raised p-4' : ''}>
        {done ? (
          <p role="status" className="font-semibold">
            {done}
          </p>
        ) : (
          <>
            <p className="text-lg font-semibold">{favouritesOfferQuestion(offered.length)}</p>
            <p className="mt-1">
              Your favourites are kept in this browser only. On your watchlist they are in My Garage on any
              device, and we text you if a price drops.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="button-primary"
                aria-disabled={busy || undefined}
                onClick={add}
              >
                Add to watchlist
              </button>
              {placement === 'banner' ? (
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => lists.remember('declined', offered)}
                >
                  Not now
                </button>
              ) : null}
            </div>
            {error ? (
              <p role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
                {error}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}
