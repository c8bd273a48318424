import { Component, type ReactNode, Suspense } from 'react'

/**
 * Where lazily loaded content (a dialog's form) renders: a loading state while its code downloads, and if
 * the download fails, a message with the page that does the same without it, instead of the route's
 * error page taking over.
 */
export function LazyContent({
  loadingLabel,
  failure,
  children,
}: {
  /** Said and shown while loading, e.g. 'Loading the form…'. */
  loadingLabel: string
  /** Where to go when the code cannot be loaded (the page version of the form). */
  failure: { href: string; label: string }
  children: ReactNode
}) {
  return (
    <LoadFailureBoundary failure={failure}>
      <Suspense fallback={<FormLoading label={loadingLabel} />}>{children}</Suspense>
    </LoadFailureBoundary>
  )
}

/** A form's outline in skeleton fields, with the label as a live status. */
export function FormLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="text-ink-muted">
        {label}
      </p>
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        {['first', 'second', 'third', 'fourth'].map((field) => (
          <div key={field} className="grid gap-2">
            <div className="skeleton h-4 w-1/3 rounded" />
            <div className="skeleton h-11 w-full rounded-md" />
          </div>
        ))}
        <div className="skeleton h-11 w-36 rounded-md" />
      </div>
    </div>
  )
}

class LoadFailureBoundary extends Component<
  { failure: { href: string; label: string }; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const { href, label } = this.props.failure
    return (
      <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Sorry, this form could not be loaded.</p>
        <p className="mt-2">
          <a href={href} className="underline">
            {label}
          </a>
        </p>
      </div>
    )
  }
}
