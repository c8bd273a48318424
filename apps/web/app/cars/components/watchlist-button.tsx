import { SIGN_IN_PATH, signInPath, signInQuery } from '@forecourt/domain/accounts/shopper-gating'
import { type AnalyticsItem, addToWishlist } from '@forecourt/domain/analytics/events'
import { savedCarControlName, WATCHLIST_CONTROL } from '@forecourt/domain/lists/saved-cars'
import { useRef, useState } from 'react'
import { Form, useLocation, useRouteLoaderData } from 'react-router'
import { pushEvent } from '~/analytics/push'
import { useTimedFlag } from '~/cars/share/use-timed-flag'
import { LazyContent } from '~/components/lazy-content'
import { lazyWithPreload, preloadOnIntent } from '~/components/lazy-with-preload'
import { ModalDialog } from '~/components/modal-dialog'
import { Toast } from '~/components/toast'
import { useHydrated } from '~/components/use-hydrated'
import type { loader as rootLoader } from '~/root'

/** Spec: toasts 'Car Saved In Watchlist' and 'Car Removed'. */
export const SAVED_TOAST = 'Car Saved In Watchlist'
export const REMOVED_TOAST = 'Car Removed'
const TOAST_MS = 3000

const pageClass = 'button-secondary gap-1.5'
const cardClass = 'card-tool'

// The sign-in forms bring Conform and Zod: their code loads when the dialog is about to open.
const SignInFlow = lazyWithPreload(() =>
  import('~/accounts/components/sign-in-flow').then((module) => module.SignInFlow),
)

/**
 * The watchlist's Save / Saved toggle (stock document: "The button toggles between Save and Saved"), with
 * its star, the same on a vehicle page and on a results card (ADR 050: the heart is the browser's
 * favourites). Signed out, Save signs the shopper in first and the car is saved on the way back: on a
 * vehicle page in a dialog with JavaScript (the sign-in page without), from a card on the sign-in page,
 * which then opens that car (`back` returns to the results). Signed in, it is a form posting to the watchlist API, so it works without
 * JavaScript; with it, the button flips at once and a failure puts it back with the error in an alert.
 */
export function WatchlistButton({ carId, path, item }: { carId: string; path: string; item: AnalyticsItem }) {
  const shopper = useRouteLoaderData<typeof rootLoader>('root')?.shopper ?? null
  if (!shopper) return <SignInToSave carId={carId} path={path} />
  return (
    <SavedToggle
      carId={carId}
      path={path}
      phone={shopper.phone}
      initiallySaved={shopper.savedCarIds.includes(carId)}
      className={pageClass}
      item={item}
    />
  )
}

/** A results card's Save: the car's title in its accessible name, and back to these results after a post. */
export function CardWatchlistButton({
  carId,
  carTitle,
  carPath,
  item,
}: {
  carId: string
  carTitle: string
  carPath: string
  item: AnalyticsItem
}) {
  const shopper = useRouteLoaderData<typeof rootLoader>('root')?.shopper ?? null
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  if (!shopper) {
    // A form asking for the sign-in page rather than a link, so crawlers do not follow one per card.
    return (
      <Form method="get" action={SIGN_IN_PATH}>
        {signInQuery({ type: 'watchlist', carId, redirect: carPath, back: here }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className={cardClass}
          aria-label={savedCarControlName(WATCHLIST_CONTROL, false, carTitle)}
        >
          <StarLabel saved={false} />
        </button>
      </Form>
    )
  }
  return (
    <SavedToggle
      key={carId}
      carId={carId}
      carTitle={carTitle}
      path={here}
      phone={shopper.phone}
      initiallySaved={shopper.savedCarIds.includes(carId)}
      className={cardClass}
      item={item}
    />
  )
}

function StarLabel({ saved }: { saved: boolean }) {
  const state = saved ? 'on' : 'off'
  return (
    <>
      <span aria-hidden="true">{WATCHLIST_CONTROL.icon[state]}</span>&nbsp;{WATCHLIST_CONTROL.label[state]}
    </>
  )
}

function SignInToSave({ carId, path }: { carId: string; path: string }) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const [opened, setOpened] = useState(false)
  const href = signInPath({ type: 'watchlist', carId, redirect: path, back: path })
  const name = savedCarControlName(WATCHLIST_CONTROL, false)
  if (!hydrated) {
    return (
      <a href={href} className={pageClass} aria-label={name}>
        <StarLabel saved={false} />
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className={pageClass}
        aria-label={name}
        {...preloadOnIntent(SignInFlow)}
        onClick={() => {
          setOpened(true)
          dialog.current?.showModal()
        }}
      >
        <StarLabel saved={false} />
      </button>
      <ModalDialog ref={dialog} title="Sign in to save this car">
        <p className="mb-4">
          We will text you a code: no password needed. We will also tell you if its price drops.
        </p>
        {opened ? (
          <LazyContent loadingLabel="Loading the form…" failure={{ href, label: 'Sign in on its own page' }}>
            <SignInFlow action={href} />
          </LazyContent>
        ) : null}
      </ModalDialog>
    </>
  )
}

function SavedToggle({
  carId,
  carTitle,
  path,
  phone,
  initiallySaved,
  className,
  item,
}: {
  carId: string
  carTitle?: string
  path: string
  phone: string
  initiallySaved: boolean
  className: string
  /** The car as the analytics event of a save carries it (issue 34). */
  item: AnalyticsItem
}) {
  const [saved, setSaved] = useState(initiallySaved)
  // The watchlist changed on the server (favourites added after signing in): follow it.
  const [serverSaved, setServerSaved] = useState(initiallySaved)
  if (serverSaved !== initiallySaved) {
    setServerSaved(initiallySaved)
    setSaved(initiallySaved)
  }
  const [error, setError] = useState<string | null>(null)
  const [toastShown, showToast] = useTimedFlag(TOAST_MS)
  const [toast, setToast] = useState('')
  const [busy, setBusy] = useState(false)
  const action = saved ? '/api/watchlist/remove-car' : '/api/watchlist/save-car'

  async function toggle(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const saving = !saved
    setBusy(true)
    setSaved(saving)
    setError(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: phone, car_id: carId }),
      })
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string }
      if (!response.ok || !answer.success)
        throw new Error(answer.error ?? 'Your watchlist could not be changed.')
      setToast(saving ? SAVED_TOAST : REMOVED_TOAST)
      showToast()
      if (saving) pushEvent(addToWishlist('watchlist', item))
    } catch (failure) {
      setSaved(!saving)
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form method="post" action={action} onSubmit={toggle}>
        <input type="hidden" name="phone_number" value={phone} />
        <input type="hidden" name="car_id" value={carId} />
        <input type="hidden" name="redirect" value={path} />
        <button
          type="submit"
          className={className}
          aria-pressed={saved}
          aria-disabled={busy || undefined}
          aria-label={savedCarControlName(WATCHLIST_CONTROL, saved, carTitle)}
        >
          <StarLabel saved={saved} />
        </button>
      </form>
      {error ? (
        <p role="alert" className="w-full rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <Toast shown={toastShown} text={toast} />
    </>
  )
}
