import type { QuoteRequest } from '@forecourt/domain/finance/quote'
import { useEffect, useState } from 'react'
import { QuoteBox } from './quote-box'
import type { Quote } from './use-finance-quote'

/**
 * The vehicle page's quote (spec section 7: "On the car page it is made only when the car has no quote
 * and the price is above 0", with the "5-year term and credit score GREAT"): asked for once the page is
 * in the browser; a failure is silently ignored and nothing shows.
 */
export function CarFinanceQuote({ request }: { request: QuoteRequest & { carId: string } }) {
  const [quote, setQuote] = useState<Quote | null>(null)
  const { carId, ...body } = request
  const key = JSON.stringify(body)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/youx/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...JSON.parse(key), car_id: carId }),
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? ((await response.json()) as Quote) : null))
      .then((answer) => {
        if (answer && typeof answer.weeklyRepaymentAmount === 'number') setQuote(answer)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key, carId])
  return quote ? (
    <div className="mt-4">
      <QuoteBox quote={quote} pending={false} />
    </div>
  ) : null
}
