import type { CreditScore } from '@forecourt/domain/finance/quote'
import { QUOTE_DEBOUNCE_MS } from '@forecourt/domain/finance/quote'
import { useEffect, useRef, useState } from 'react'

export interface Quote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

export interface QuoteInputs {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  loanTerm: number
  whoIsHelping: string | null
}

export interface QuoteCar {
  year: number | null
  vin: string | null
  nvic: string | null
  carId: string | null
}

/**
 * The quote for the estimate's inputs (spec: "it is recalculated as inputs change, with a debounce. On
 * error the quote is cleared"; "Debounced 500 ms"). Starts from the quote the server rendered; a newer
 * answer always wins over an older one still on its way.
 */
export function useFinanceQuote(initial: Quote | null, inputs: QuoteInputs, car: QuoteCar) {
  const [quote, setQuote] = useState(initial)
  const [pending, setPending] = useState(false)
  const first = useRef(true)
  const key = JSON.stringify(inputs)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const controller = new AbortController()
    setPending(true)
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/api/youx/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...JSON.parse(key),
            year: car.year,
            vin: car.vin,
            nvic: car.nvic,
            car_id: car.carId,
          }),
          signal: controller.signal,
        })
        const body = (await response.json()) as Partial<Quote> & { error?: string }
        if (!response.ok || typeof body.weeklyRepaymentAmount !== 'number') throw new Error(body.error)
        setQuote(body as Quote)
      } catch (error) {
        if (controller.signal.aborted) return
        // "Logged only and the quote is cleared."
        console.warn('Finance quote:', error instanceof Error ? error.message : error)
        setQuote(null)
      } finally {
        if (!controller.signal.aborted) setPending(false)
      }
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, car.year, car.vin, car.nvic, car.carId])
  return { quote, pending }
}
