/** The look of every share control: a compact outlined button at least 44 px tall, its icon and words centred. */
export const SHARE_BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-line bg-surface-raised px-3 text-sm font-semibold text-ink hover:border-ink-muted'
