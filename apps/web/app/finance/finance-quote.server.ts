import { financeProviderRules } from '@forecourt/domain/finance/providers'
import type { FinanceQuote, FinanceQuoteRequest, QuoteRateHint } from '@forecourt/finance/finance-provider'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import type { LeadCar } from '~/leads/lead-car.server'
import { serverLogger } from '~server/logger'

/** What the embedded provider starts its rate from: the car's lender rate and that lender's fee. */
export function rateHintOf(car: LeadCar | null): QuoteRateHint {
  if (!car?.financeProvider) return { interestRate: null, establishmentFee: null }
  return {
    interestRate: car.financeInterestRate,
    establishmentFee: financeProviderRules(car.financeProvider).establishmentFee,
  }
}

/**
 * A quote for a page as it renders, so the quote box shows one without JavaScript; null when the
 * provider fails or takes longer than a page can wait (the browser asks again through the API).
 */
export async function pageQuote(
  context: Readonly<RouterContextProvider>,
  request: FinanceQuoteRequest,
  car: LeadCar | null,
  waitMs = 1_500,
): Promise<FinanceQuote | null> {
  const { finance } = context.get(servicesContext)
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      finance.quote(request, rateHintOf(car)),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs)
      }),
    ])
  } catch (error) {
    serverLogger().error({ err: error }, 'A finance quote for a page failed')
    return null
  } finally {
    clearTimeout(timer)
  }
}
