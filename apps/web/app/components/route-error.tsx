import { isRouteErrorResponse } from 'react-router'
import { ErrorPage } from './error-page'

/** Spec wording the results page already uses when the stock search is down. */
export const SEARCH_UNAVAILABLE_MESSAGE =
  'Our stock search is temporarily unavailable. Please try again in a few minutes, or call us.'

const reasonOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { reason?: unknown; message?: unknown }) : {}

/** "This vehicle" within a sentence is "this vehicle"; a name ("My Garage") stays as it is. */
const inSentence = (subject: string) => subject.replace(/^(This|Our) /, (word) => word.toLowerCase())

/**
 * What failed, said where it failed. The root's boundary answers for a site that cannot be shown at all
 * (no dealer at the address, content down); a page's boundary renders inside the site's header and
 * footer and names the page: `subject` is how its title starts ("This vehicle", "Our stock", "My Garage").
 */
export function RouteError({ error, subject }: { error: unknown; subject: string }) {
  if (isRouteErrorResponse(error)) {
    const reason = reasonOf(error.data)
    if (reason.reason === 'post-refused') {
      // A post the server refused (server/post-guards.ts) where there was no form to show it above.
      const message = typeof reason.message === 'string' ? reason.message : ''
      return <ErrorPage status={403} title="This could not be sent" message={message} homeLink />
    }
    if (error.status === 404) {
      return (
        <ErrorPage
          status={404}
          title="Page not found"
          message="We couldn't find that page. It may have moved, or the vehicle may have been sold."
          homeLink
        />
      )
    }
    if (error.status === 503) {
      return (
        <ErrorPage
          status={503}
          title={`${subject} can't be shown right now`}
          message={
            reason.reason === 'search-unavailable'
              ? SEARCH_UNAVAILABLE_MESSAGE
              : 'Part of our website is temporarily unavailable. Please try again in a few minutes, or call us.'
          }
          homeLink
        />
      )
    }
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error)
  return (
    <ErrorPage
      status={500}
      title="Something went wrong"
      message={`Sorry, ${inSentence(subject)} couldn't be shown because of a problem on our side. Please try again, or call us if it keeps happening.`}
      homeLink
    />
  )
}
