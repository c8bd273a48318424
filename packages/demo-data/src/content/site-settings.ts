/**
 * Website settings layers of the demo groups and dealers, in the Studio's `siteSettings` shape. They show
 * inheritance: a group sets defaults for its dealers, a dealer overrides a few fields and inherits the rest.
 * The group's minimum review rating comes from tenants.ts.
 */

type SettingsLayer = Record<string, unknown>

export const groupSettings: Record<string, SettingsLayer> = {
  'volkswagen-dealer-network': {
    stickyHeader: true,
    promoCardPosition: 9,
    menuDropdownTrigger: 'hover',
    spinDefaultMode: 'spinner',
    electricHybridTag: true,
    certifiedBadgeMake: 'Volkswagen',
    scrollToTopAfterSearch: true,
    megaMenuFinanceLink: true,
    termsCheckboxRequired: true,
    financeProvider: 'youx',
    // Its dealers' 3D spins open in the group's viewer (a stand-in address: the demo has no 3D provider).
    spinViewerUrl: 'https://3d-viewer.example/v/{code}',
    features: { compare: true, similarCars: true, reserve: true, ppsrReport: true },
    cardButtons: ['enquireNow', 'bookTestDrive', 'viewDetails'],
  },
  'southern-cross-group': {
    menuDropdownTrigger: 'click',
    // The portal lists the group's dealers' stock, many cars of each model: shoppers may see one per model.
    onePerModelView: true,
    hideZeroPrice: true,
    applyForFinancePage: true,
    financeCallToAction: true,
    financePostcodeRequired: true,
    features: { finance: true, tradeIn: true, garage: true },
    cardButtons: ['enquire', 'getFinance', 'viewDetails'],
  },
  'independent-dealers': {
    commentsRequired: true,
  },
}

export const dealerSettings: Record<string, SettingsLayer> = {
  // Overrides two group fields; everything else comes from the Volkswagen group.
  'harbourside-volkswagen': {
    forcedStarRating: true,
    justArrivedLabel: 'Just Arrived',
    // Its instant trade-in valuations stand as offers for a week.
    tradeInOfferDays: 7,
  },
  'southern-cross-motors': {
    // The dealer's own site keeps a card per car: it overrides the group's one-per-model view.
    onePerModelView: false,
    dealershipsMenuLink: true,
    mobileContactPath: '/contact-us/southern-cross-motors-sales',
    promoCardPosition: 4,
    listingAgeThresholdDays: 2,
    priceAscendingExcludesZero: true,
    runoutSaleGreen: true,
    justArrivedDays: 5,
    reserveAtBuyOnline: true,
    gateCheckout: true,
    reservePriceLabel: '$500',
    reservationHoldDays: 7,
    reservationTerms:
      'Your $500 deposit holds the car for 7 days and comes off the price. It is refundable in full until you sign a contract of sale: call us and we refund it within 3 business days.',
    gateFinance: true,
    // Spin to win (spin-promotions.ts), signed in before the page.
    gateSpinToWin: true,
    // Online payments (issue 33) up to $10,000, above the platform's $5,000.
    onlinePaymentMaximum: 10000,
    // Issue 34: a GA4 tag on every page, with no consent banner.
    analyticsGa4MeasurementId: 'G-DEMO34SCM',
    features: {
      reserve: true,
      onlinePurchase: true,
      watchlist: true,
      spinToWin: true,
      onlinePayment: true,
      carAnalysis: true,
      ppsrReport: true,
    },
    cardButtons: ['shopNow', 'reserveNow', 'buyOnline'],
  },
  'coastline-motorcycles': {
    spinDefaultMode: 'gallery',
    financeStaffAssisted: true,
    soldTagLabel: 'SOLD',
    commentsRequired: false,
    shortlistRequiresPriceAndPhotos: true,
    // Issue 34: its Tag Manager container loads only once a shopper agrees on the consent banner.
    analyticsGtmContainerId: 'GTM-DEMO34A',
    analyticsConsentRequired: true,
    // Spin to win (spin-promotions.ts): the page is open to all, the spin asks to sign in.
    // Phones' bottom bar: Instant Message through a messaging link.
    instantMessage: 'link',
    instantMessageUrl: 'https://m.me/coastline.motorcycles.demo',
    features: { compare: true, requestPhotos: true, watchlist: false, spinToWin: true },
    cardButtons: ['enquire', 'bookTestDrive'],
  },
  'outback-trucks': {
    inStockOnly: true,
    commercialModelsOnly: true,
    hideZeroPrice: true,
    refreshPath: '/search',
    listingAgeThresholdDays: 0,
    serviceIntervalRequired: false,
    financeFixedInterestRate: 12.94,
    // Phones' bottom bar: Instant Message by text, to a number reserved for fiction (ACMA).
    instantMessage: 'sms',
    instantMessageSms: '0491 570 156',
    features: { finance: true, tradeIn: true, requestPhotos: true, favourites: false },
    cardButtons: ['enquireNow', 'getFinance', 'viewDetails'],
  },
}

/** A settings layer as a typed Sanity object, with the nested feature flags typed too. */
export function settingsObject(layer: SettingsLayer): Record<string, unknown> {
  const { features, ...rest } = layer
  return {
    _type: 'siteSettings',
    ...rest,
    ...(features ? { features: { _type: 'featureFlags', ...(features as Record<string, boolean>) } } : {}),
  }
}
