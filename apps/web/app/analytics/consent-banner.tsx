import { useState } from 'react'

/**
 * Where the dealer asks for consent (issue 34), a banner asks the shopper until they answer; the answer is
 * kept in this browser by the tag's bootstrap script, which loads the tag on Accept. The banner sits in the
 * page's flow above the header, never over the page. The server always renders it and CSS shows it only
 * while the bootstrap has marked `<html>` as asking (before the body is parsed), so it is there from the
 * first paint and nothing below it moves; without JavaScript nothing marks it, and it stays hidden, as the
 * tag it asks about needs JavaScript too.
 */
export function ConsentBanner() {
  const [answered, setAnswered] = useState(false)
  if (answered) return null
  const answer = (agree: boolean) => {
    const analytics = window.forecourtAnalytics
    if (agree) analytics?.grant()
    else analytics?.deny()
    setAnswered(true)
  }
  return (
    <section aria-label="Cookie consent" className="consent-banner border-b border-line bg-surface-raised">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <p className="min-w-60 flex-1">
          We would like to use analytics cookies to understand how shoppers use this website and improve it.
          Nothing is measured unless you agree.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="button-primary" onClick={() => answer(true)}>
            Accept analytics
          </button>
          <button type="button" className="button-secondary" onClick={() => answer(false)}>
            Decline
          </button>
        </div>
      </div>
    </section>
  )
}
