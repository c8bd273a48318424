import { type ReactNode, type RefObject, useId } from 'react'

/**
 * A native modal `<dialog>` with a sticky title bar and a Close button: the browser keeps focus inside,
 * Escape closes it and focus returns to what opened it. Open it with `ref.current.showModal()`.
 */
export function ModalDialog({
  ref,
  title,
  children,
}: {
  ref: RefObject<HTMLDialogElement | null>
  title: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-auto max-h-[90dvh] w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-lg bg-surface-raised p-0 text-ink backdrop:bg-black/60"
    >
      <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-line bg-surface-raised px-5 py-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="inline-flex size-11 items-center justify-center rounded-md border border-line"
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  )
}
