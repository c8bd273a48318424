import { data } from 'react-router'
import { RouteError } from '~/components/route-error'
import type { Route } from './+types/not-found'

/** Any path no route claims: a 404 rendered by its error boundary inside the site's own shell. */
export function loader() {
  throw data({ reason: 'not-found' }, { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This page" />
}
