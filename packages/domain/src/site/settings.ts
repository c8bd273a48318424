/**
 * Per-site configuration: platform defaults, overridden by the dealer group, overridden by the dealer,
 * field by field. Values that are null or undefined in a layer mean "inherit".
 */

export const cardButtons = [
  'enquire',
  'enquireNow',
  'shopNow',
  'bookTestDrive',
  'viewDetails',
  'getFinance',
  'reserveNow',
  'buyOnline',
] as const
export type CardButton = (typeof cardButtons)[number]

export interface FeatureFlags {
  reserve: boolean
  finance: boolean
  similarCars: boolean
  compare: boolean
  favourites: boolean
  garage: boolean
  watchlist: boolean
  onlinePurchase: boolean
  tradeIn: boolean
  requestPhotos: boolean
  /** Issue 33: the dealer's spin-to-win promotion page, /spin-to-win. */
  spinToWin: boolean
  /** Issue 33: /online-payment, where a signed-in shopper pays the dealer against a reference. */
  onlinePayment: boolean
  /** The spec's plugins ("Autogauge, Car Analysis, PPSR Report"): the price-comparison gauge (Autogauge). */
  priceComparison: boolean
  /** Plugin: the vehicle page's Car Analysis panel. */
  carAnalysis: boolean
  /** Plugin: 'Request a history report (PPSR)' on used and demo cars for sale (lead event 60). */
  ppsrReport: boolean
}

export interface SiteSettings {
  stickyHeader: boolean
  menuDropdownTrigger: 'hover' | 'click'
  /** Stock listed more recently than this many days is held back (spec: 0 to 14, default 3). */
  listingAgeThresholdDays: number
  usedStockOnly: boolean
  inStockOnly: boolean
  /** Reviews below this average are not shown (spec: 4 by default, 3 in the Volkswagen configuration). */
  minimumReviewRating: number
  forcedStarRating: boolean
  certifiedOnly: boolean
  hideZeroPrice: boolean
  priceAscendingExcludesZero: boolean
  spinDefaultMode: 'spinner' | 'gallery'
  /** Spec: 'just arrived' when created within 8 days by default, labelled 'New'. */
  justArrivedDays: number
  justArrivedLabel: string
  /** Spec: sold tag 'JUST SOLD' by default. */
  soldTagLabel: string
  electricHybridTag: boolean
  runoutSaleGreen: boolean
  /** Spec: "a certified-used image badge for one make"; null for no make. */
  certifiedBadgeMake: string | null
  /** Spec: compare and favourite buttons "for some sites, price above 0 with images". */
  shortlistRequiresPriceAndPhotos: boolean
  /** Spec: Clear Filters "navigates to the refresh path (by default /special-offers)". */
  refreshPath: string
  /** Spec: "The page scrolls to the top after a search when flagged." */
  scrollToTopAfterSearch: boolean
  /** Spec: "/dealerships … Also linked for klosters only": an 'Our Dealerships' link in the header menu. */
  dealershipsMenuLink: boolean
  /**
   * Spec: "/contact-us/motorama-toyota-moorooka … is a small-screen contact link of rockdale-volkswagen":
   * where the phone menu's Contact Us goes.
   */
  mobileContactPath: string
  /** Spec: "Promo card position 9 for one config and 4 for another": the results grid slot, or none. */
  promoCardPosition: number | null
  /** Spec, promo node "display": off hides the promotion card, its position kept. */
  promoCardDisplay: boolean
  /** Spec, promo node "strictDisplay": the card only at its own position, never moved up on a short page. */
  promoCardStrictDisplay: boolean
  /**
   * Issue 20: the results page offers "One per model" beside "All cars" (a card per make and model, with
   * "12 more like this"): for group portals listing many cars of one model.
   */
  onePerModelView: boolean
  commentsRequired: boolean
  /** Spec: "The terms_conditions checkbox is required for one brand flag". */
  termsCheckboxRequired: boolean
  /** Spec: "Service Interval is required depending on configuration." */
  serviceIntervalRequired: boolean
  /** Spec: "With a commercial-only flag, only Commercial models are listed." */
  commercialModelsOnly: boolean
  /** Spec: the model mega-menu's fixed link "Finance (for one brand flag)". */
  megaMenuFinanceLink: boolean
  /** The lender whose estimate the vehicle page prefers when a car carries several (finance_lenders key). */
  financeProvider: string | null
  /** Spec: "One dealer fixes an interest rate of 12.94%": the finance calculator's rate, locked. */
  financeFixedInterestRate: number | null
  /** Spec: "/apply-for-finance is used when a flag is on, otherwise /finance." */
  applyForFinancePage: boolean
  /** Spec: "With no car id and the call-to-action flag on, the form is replaced by a 'Get Finance Now' panel." */
  financeCallToAction: boolean
  /** Issue 34: a lead without an email is confirmed to the shopper by SMS (the dealer pays for texts). */
  leadConfirmationSms: boolean
  /** Spec: "Price option chips run $5,000 to $70,000, or $300,000 to $800,000 for some sites." */
  highPriceOptions: boolean
  /** Spec: "The 'who is helping' field shows only in staff-assisted mode" (a dealership's kiosk or staff). */
  financeStaffAssisted: boolean
  /** Spec: "Postcode is required only if a setting is on" (the finance form's postcode). */
  financePostcodeRequired: boolean
  /** Spec: "/cars/{slug}/checkout (or /cars/{slug}/buy-online for one dealer) to reserve". */
  reserveAtBuyOnline: boolean
  /** Spec: "Default reserve price label $200." */
  reservePriceLabel: string
  /** Issue 16: how many days a paid reservation holds the car for the shopper. */
  reservationHoldDays: number
  /** Issue 16: the reservation's refund terms, shown on the reserve page and in the receipt email. */
  reservationTerms: string
  /** Issue 33: dollars for reconditioning taken off every instant trade-in valuation. */
  tradeInReconditioningDollars: number
  /** Issue 33: the dealer's margin on a trade-in, percent of the market value. */
  tradeInMarginPercent: number
  /** Issue 33: the fewest comparable cars an instant valuation is given from; fewer, the dealer calls. */
  tradeInMinimumComparables: number
  /** Issue 33: days an instant valuation stands as an offer the shopper can accept; null: no offers. */
  tradeInOfferDays: number | null
  /** Spec: "Gated by setting: checkout, finance, spin-to-win, equifax finance" (sign in first). */
  gateCheckout: boolean
  gateFinance: boolean
  gateSpinToWin: boolean
  gateEquifaxFinance: boolean
  /** Issue 33: the least and the most a shopper may pay on /online-payment, in whole dollars. */
  onlinePaymentMinimum: number
  onlinePaymentMaximum: number
  /** Spec: My Garage's "brand variants: /mymotorama, /mybigboxcars, /myblinkr, /myservco"; null: /my-garage. */
  garagePath: string | null
  /**
   * Spec: the phone's bottom bar has "Enquire Now or Instant Message": null keeps Enquire Now; 'sms' texts
   * `instantMessageSms`, 'link' opens `instantMessageUrl` (vehicle-page/instant-message.ts).
   */
  instantMessage: 'sms' | 'link' | null
  instantMessageSms: string | null
  instantMessageUrl: string | null
  /** Spec: "A 3D spin viewer link takes spin_code": the dealer's viewer, https with `{code}`; null: none. */
  spinViewerUrl: string | null
  /** Spec: "A mobile terms-of-use section that toggles open and closed": its text on vehicle pages. */
  vehicleTermsOfUse: string
  /** Issue 34: the dealer's Google Tag Manager container (GTM-…); null: none. */
  analyticsGtmContainerId: string | null
  /** Issue 34: the dealer's GA4 measurement id (G-…), used where no container is set; null: none. */
  analyticsGa4MeasurementId: string | null
  /** Issue 34: the tag waits until the shopper agrees on the consent banner. */
  analyticsConsentRequired: boolean
  features: FeatureFlags
  cardButtons: CardButton[]
}

/** The vehicle pages' terms of use where a dealer has written none. */
export const DEFAULT_VEHICLE_TERMS_OF_USE =
  'The details of this vehicle, including its price, equipment, specifications and photos, are given as a guide and may change without notice. Photos may show accessories or options the vehicle does not have. While we take care to keep them accurate, please confirm anything that matters to your decision with us before you buy.'

/** The refund terms a dealer that has written none shows (issue 16: "refund terms from Studio"). */
export const DEFAULT_RESERVATION_TERMS =
  'Your deposit is fully refundable until you sign a contract of sale. If you decide not to go ahead, call us and we will refund it in full, to the card you paid with, within 5 business days.'

export const platformDefaultSettings: SiteSettings = {
  stickyHeader: false,
  menuDropdownTrigger: 'hover',
  listingAgeThresholdDays: 3,
  usedStockOnly: false,
  inStockOnly: false,
  minimumReviewRating: 4,
  forcedStarRating: false,
  certifiedOnly: false,
  hideZeroPrice: false,
  priceAscendingExcludesZero: false,
  spinDefaultMode: 'spinner',
  justArrivedDays: 8,
  justArrivedLabel: 'New',
  soldTagLabel: 'JUST SOLD',
  electricHybridTag: false,
  runoutSaleGreen: false,
  certifiedBadgeMake: null,
  shortlistRequiresPriceAndPhotos: false,
  refreshPath: '/special-offers',
  scrollToTopAfterSearch: false,
  dealershipsMenuLink: false,
  mobileContactPath: '/contact',
  promoCardPosition: null,
  promoCardDisplay: true,
  promoCardStrictDisplay: false,
  onePerModelView: false,
  commentsRequired: true,
  termsCheckboxRequired: false,
  serviceIntervalRequired: true,
  commercialModelsOnly: false,
  megaMenuFinanceLink: false,
  financeProvider: null,
  financeFixedInterestRate: null,
  applyForFinancePage: false,
  financeCallToAction: false,
  highPriceOptions: false,
  leadConfirmationSms: false,
  financeStaffAssisted: false,
  financePostcodeRequired: false,
  reserveAtBuyOnline: false,
  reservePriceLabel: '$200',
  reservationHoldDays: 3,
  reservationTerms: DEFAULT_RESERVATION_TERMS,
  tradeInReconditioningDollars: 1500,
  tradeInMarginPercent: 10,
  tradeInMinimumComparables: 3,
  tradeInOfferDays: null,
  gateCheckout: false,
  gateFinance: false,
  gateSpinToWin: false,
  gateEquifaxFinance: false,
  onlinePaymentMinimum: 10,
  onlinePaymentMaximum: 5000,
  garagePath: null,
  instantMessage: null,
  instantMessageSms: null,
  instantMessageUrl: null,
  spinViewerUrl: null,
  vehicleTermsOfUse: DEFAULT_VEHICLE_TERMS_OF_USE,
  analyticsGtmContainerId: null,
  analyticsGa4MeasurementId: null,
  analyticsConsentRequired: false,
  features: {
    reserve: false,
    finance: true,
    similarCars: true,
    compare: false,
    favourites: true,
    garage: false,
    watchlist: true,
    onlinePurchase: false,
    tradeIn: true,
    requestPhotos: false,
    spinToWin: false,
    onlinePayment: false,
    priceComparison: true,
    carAnalysis: false,
    ppsrReport: false,
  },
  cardButtons: ['enquire', 'viewDetails'],
}

/** A settings layer as stored in content: every field optional, nulls allowed, extra keys ignored. */
export type SiteSettingsLayer = {
  [K in keyof SiteSettings]?:
    | (SiteSettings[K] extends FeatureFlags
        ? { [F in keyof FeatureFlags]?: boolean | null } & Record<string, unknown>
        : SiteSettings[K] extends readonly (infer Item)[]
          ? readonly Item[] | readonly string[]
          : SiteSettings[K])
    | null
} & Record<string, unknown>

export function mergeSiteSettings(
  ...layers: readonly (SiteSettingsLayer | null | undefined)[]
): SiteSettings {
  const merged: SiteSettings = {
    ...platformDefaultSettings,
    features: { ...platformDefaultSettings.features },
  }
  for (const layer of layers) {
    if (!layer) continue
    for (const key of Object.keys(platformDefaultSettings) as (keyof SiteSettings)[]) {
      const value = layer[key]
      if (value === null || value === undefined) continue
      if (key === 'features') {
        for (const flag of Object.keys(merged.features) as (keyof FeatureFlags)[]) {
          const flagValue = (value as Record<string, unknown>)[flag]
          if (typeof flagValue === 'boolean') merged.features[flag] = flagValue
        }
      } else if (key === 'cardButtons') {
        merged.cardButtons = (value as readonly string[]).filter((button): button is CardButton =>
          (cardButtons as readonly string[]).includes(button),
        )
      } else {
        Object.assign(merged, { [key]: value })
      }
    }
  }
  return merged
}

/**
 * A site as it is served while no payment provider takes deposits (production without Stripe): reserve,
 * buy online and online payments are off whatever the dealer's flags say, so no button leads to them and their pages are
 * not found. The test payment page never stands in for a provider in production (ADR 044).
 */
export function withoutOnlinePayments(settings: SiteSettings): SiteSettings {
  return {
    ...settings,
    features: { ...settings.features, reserve: false, onlinePurchase: false, onlinePayment: false },
  }
}
