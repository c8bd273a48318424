import { useEffect, useRef } from 'react'
import type { LeadActionData } from '~/leads/components/use-lead-form'

/** In a dialog, hands the next step's address (the action's `next`) to `onNext`, once per answer. */
export function useNextStep(data: LeadActionData | undefined, onNext: ((href: string) => void) | undefined) {
  const handled = useRef<LeadActionData | undefined>(undefined)
  useEffect(() => {
    if (!onNext || !data?.next || handled.current === data) return
    handled.current = data
    onNext(data.next)
  }, [data, onNext])
}
