import { useEffect, useState } from 'react'

/**
 * Where the dealer asks for consent (issue 34), a banner asks the shopper until they answer; the answer is
 * kept in this browser by the tag's bootstrap script, which loads the tag on Accept. The banner sits in the
 * page's flow above the header, never over the page, and needs JavaScript (so does the tag).
 */
export function ConsentBanner() {
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    const analytics = window.forecourtAnalytics
    setAsking(!!analytics?.consentRequired && analytics.choice() === null)
  }, [])
  if (!asking) return null
  const answer = (agree: boolean) => {
    const analytics = window.forecourtAnalytics
    if (agree) analytics?.grant()
    else analytics?.deny()
    setAsking(false)
  }
  return (
    <section aria-label="Cookie consent" className="border-b border-line bg-surface-raised">
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
