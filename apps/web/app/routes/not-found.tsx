import { data } from 'react-router'

/** Any path no route claims: a 404 rendered by the root error boundary inside the site's own shell. */
export function loader() {
  throw data({ reason: 'not-found' }, { status: 404 })
}

export default function NotFound() {
  return null
}
