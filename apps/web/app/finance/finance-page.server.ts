import { FINANCE_QUOTE_DISCLAIMER, parseFinanceQuery } from '@forecourt/domain/finance/journey'
import { priceOptions } from '@forecourt/domain/finance/price-options'
import {
  type CreditScore,
  clampQuotePrice,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_QUOTE_AMOUNT,
  DEFAULT_QUOTE_TERM_YEARS,
} from '@forecourt/domain/finance/quote'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { loadFeaturedCars } from '~/home/featured-cars.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import { financeStepHref, financeVisit, findFinanceLead } from './finance-journey.server'
import { pageQuote } from './finance-quote.server'
import { financeTarget } from './finance-target.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const priceFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
})
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * `/finance`, `/finance-enquiry`, `/apply-for-finance`, `/finance-pre-approval` and
 * `/personalised/finance` (spec section 2): the journey's step the address names (`?step=2&lead_id=…`),
 * filled in from the stored lead, beside the car `car_id` names; with no car and the dealer's
 * call-to-action flag on, the 'Get Finance Now' panel instead of the form.
 */
export async function loadFinancePage({ request, context }: Args) {
  const { site, shopper } = await financeVisit(request, context)
  const url = pageUrl(request)
  const query = parseFinanceQuery(url.searchParams)
  const [car, journey] = await Promise.all([
    financeTarget(context, site, url),
    findFinanceLead(context, site, url.searchParams.get('lead_id')),
  ])
  const askedStep = url.searchParams.get('step') === '2' ? 2 : 1
  const open = journey?.lead.status === 'open' ? journey : null
  const sent = journey?.lead.status === 'submitted' ? journey : null
  const step: 1 | 2 = askedStep === 2 && (open || sent) ? 2 : 1
  const lead = (open ?? sent)?.lead ?? null
  const fields = lead?.fields ?? {}

  const estimate = {
    amount:
      number(fields.amount) ??
      clampQuotePrice(car?.price || query.vehiclePriceBudget || DEFAULT_QUOTE_AMOUNT),
    term: number(fields.term) ?? DEFAULT_QUOTE_TERM_YEARS,
    selfAssessedCreditScore: (text(fields.selfAssessedCreditScore) ?? DEFAULT_CREDIT_SCORE) as CreditScore,
    whoIsHelping: text(fields.whoIsHelping) ?? '',
  }
  const quoteRequest = {
    year: car?.year ?? number(fields.year) ?? null,
    vin: car?.vin ?? text(fields.vin) ?? query.vin,
    nvic: null,
    carId: car?.id ?? null,
  }
  const showPanel = !car && !query.carId && !lead && site.settings.financeCallToAction
  const services = context.get(servicesContext)
  const [quote, featured] = await Promise.all([
    showPanel
      ? null
      : pageQuote(
          context,
          {
            selfAssessedCreditScore: estimate.selfAssessedCreditScore,
            purchasePrice: estimate.amount,
            loanTerm: estimate.term,
            year: quoteRequest.year,
            vin: quoteRequest.vin,
            nvic: null,
            whoIsHelping: estimate.whoIsHelping || null,
          },
          car,
        ),
    showPanel ? loadFeaturedCars(services, site, new Date(), { usedOnly: true }) : null,
  ])
  const phone = lead?.phone ?? shopper?.phone ?? ''
  const codeSent = url.searchParams.get('code_sent') === '1' && Boolean(lead?.phone)
  const codeVerified = Boolean(shopper && shopper.phone === phone) || fields.phone_verified === phone
  return data(
    {
      siteName: site.content.name ?? '',
      canonicalUrl: siteAddress(context, url.pathname),
      indexable: url.search === '',
      step,
      leadId: lead?.id ?? null,
      /** Step 2 asked for without the journey's lead: the spec's "Multi-step lead with no lead_id". */
      lostJourney: askedStep === 2 && !lead,
      car: car
        ? {
            id: car.id,
            title: car.title,
            href: `/cars/${car.slug ?? car.id}`,
            price: car.price > 0 ? priceFormat.format(car.price) : null,
            km: car.km,
            stockNumber: car.stockNumber,
            imageUrl: car.imageUrl,
            locationName: car.locationName,
          }
        : null,
      carUnavailable: Boolean(query.carId) && !car,
      getFinanceNow: showPanel
        ? { cards: featured ?? [], priceOptions: [...priceOptions(site.settings)] }
        : null,
      estimate,
      staffAssisted: site.settings.financeStaffAssisted,
      postcodeRequired: site.settings.financePostcodeRequired,
      quote,
      quoteRequest,
      details: {
        name: lead?.name ?? shopper?.firstName ?? '',
        last_name: text(fields.last_name) ?? shopper?.lastName ?? '',
        email: lead?.email ?? shopper?.email ?? '',
        phone,
        postcode: text(fields.postcode) ?? '',
        subscribe: typeof fields.subscribe === 'boolean' ? fields.subscribe : true,
      },
      codeSent,
      codeVerified,
      signedIn: Boolean(shopper),
      stepOneAction: financeStepHref(url, 1, open?.lead.id ?? null),
      // Posted back to with the code already sent (a wrong code), the page keeps the code field open.
      stepTwoAction: financeStepHref(url, 2, lead?.id ?? null, { codeSent }),
      backHref: financeStepHref(url, 1, open?.lead.id ?? null),
      startAgainHref: financeStepHref(url, 1, null),
      disclaimer: FINANCE_QUOTE_DISCLAIMER,
    },
    // A page that reads a shopper's answers back is theirs alone: never stored by a cache.
    { headers: lead || shopper ? { 'Cache-Control': 'private, no-store' } : {} },
  )
}

export type FinancePageData = Awaited<ReturnType<typeof loadFinancePage>>['data']
