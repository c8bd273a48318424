/**
 * The site's single place for a toast (spec: "Toast limit: 1"): whichever toast was shown last owns it and
 * every other toast on the page stays hidden, so two never stack (say 'Car Saved In Watchlist' and a
 * share's 'Copied … to your clipboard!'). A toast that hides gives the place up only if it still holds it.
 */
export interface ToastSlot {
  owner(): string | null
  claim(id: string): void
  release(id: string): void
  subscribe(listener: () => void): () => void
}

export function createToastSlot(): ToastSlot {
  let owner: string | null = null
  const listeners = new Set<() => void>()
  const set = (next: string | null) => {
    if (next === owner) return
    owner = next
    for (const listener of listeners) listener()
  }
  return {
    owner: () => owner,
    claim: (id) => set(id),
    release: (id) => {
      if (owner === id) set(null)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The browser's one slot, shared by every `<Toast>` on the page. */
export const toastSlot = createToastSlot()
