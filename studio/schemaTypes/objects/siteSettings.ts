import { ga4MeasurementId, gtmContainerId } from '@forecourt/domain/analytics/site-analytics'
import { ControlsIcon } from '@sanity/icons/Controls'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { showingInheritedValues } from '../../lib/inherited-fields.ts'
import {
  cardButtonOptions,
  financeProviders,
  instantMessageChannels,
  menuDropdownTriggers,
  spinModes,
} from '../../lib/options.ts'
import { HTTPS_URL } from '../../lib/patterns.ts'
import { sitePathRule } from '../../lib/rules.ts'

/**
 * Every per-site configuration flag. No field has an initial value: empty means "inherit from the dealer
 * group, then the platform default", so a value set here is always a deliberate override.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Website settings',
  icon: ControlsIcon,
  type: 'object',
  description:
    'How the website behaves. Anything left empty follows the dealer group, then the platform default shown in each description.',
  options: { collapsible: true, collapsed: false },
  fieldsets: [
    { name: 'navigation', title: 'Header & navigation', options: { collapsible: true, collapsed: false } },
    { name: 'stock', title: 'Stock listings', options: { collapsible: true, collapsed: false } },
    { name: 'reviews', title: 'Reviews', options: { collapsible: true, collapsed: true } },
    { name: 'cards', title: 'Vehicle cards & tags', options: { collapsible: true, collapsed: true } },
    { name: 'vehiclePage', title: 'Vehicle pages', options: { collapsible: true, collapsed: true } },
    { name: 'forms', title: 'Forms', options: { collapsible: true, collapsed: true } },
    { name: 'models', title: 'Model range', options: { collapsible: true, collapsed: true } },
    { name: 'accounts', title: 'Sign-in & My Garage', options: { collapsible: true, collapsed: true } },
    { name: 'analytics', title: 'Analytics', options: { collapsible: true, collapsed: true } },
  ],
  fields: showingInheritedValues([
    defineField({
      name: 'stickyHeader',
      title: 'Sticky header',
      type: 'boolean',
      fieldset: 'navigation',
      description:
        'Keep the header fixed at the top of the screen while shoppers scroll. Platform default: off.',
    }),
    defineField({
      name: 'menuDropdownTrigger',
      title: 'Menu drop-downs open on',
      type: 'string',
      fieldset: 'navigation',
      description:
        'Whether main-menu drop-downs open when the pointer hovers or only on click. Platform default: hover.',
      options: { list: menuDropdownTriggers, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'dealershipsMenuLink',
      title: "'Our Dealerships' in the menu",
      type: 'boolean',
      fieldset: 'navigation',
      description:
        "Add an 'Our Dealerships' link to the header menu (under More), for groups of several dealerships. Platform default: off.",
    }),
    defineField({
      name: 'mobileContactPath',
      title: 'Contact link on phones',
      type: 'string',
      fieldset: 'navigation',
      description:
        "Where 'Contact Us' in the phone menu goes, as a path on this website, e.g. /contact-us/southern-cross-motors-sales. Platform default: '/contact'.",
      validation: sitePathRule,
    }),
    defineField({
      name: 'promoCardPosition',
      title: 'Promotion card position in results',
      type: 'number',
      fieldset: 'stock',
      description:
        "Show the website's first special offer as a card at this position of each results page (1 is first, up to 21). Empty: no promotion card (platform default).",
      validation: (rule) => rule.integer().min(1).max(21),
    }),
    defineField({
      name: 'promoCardDisplay',
      title: 'Show the promotion card',
      type: 'boolean',
      fieldset: 'stock',
      description:
        'Off hides the promotion card in results while keeping its position, e.g. between two campaigns. Platform default: on.',
    }),
    defineField({
      name: 'promoCardStrictDisplay',
      title: 'Promotion card only at its exact position',
      type: 'boolean',
      fieldset: 'stock',
      description:
        'On: a results page with fewer cars than the position shows no promotion card. Off: such a page shows it after the last car. Platform default: off.',
    }),
    defineField({
      name: 'onePerModelView',
      title: "'One per model' view of results",
      type: 'boolean',
      fieldset: 'stock',
      description:
        "Offer shoppers 'One per model' beside 'All cars' on the results pages: one card per make and model, with a link to that model's other cars ('12 more like this'). Suits group websites listing many cars of the same model. Platform default: off.",
    }),
    defineField({
      name: 'listingAgeThresholdDays',
      title: 'Hold back new listings (days)',
      type: 'number',
      fieldset: 'stock',
      description:
        'Vehicles listed fewer than this many days ago are not shown yet, so photos and details can be finished first. 0 to 14. Platform default: 3.',
      validation: (rule) => rule.integer().min(0).max(14),
    }),
    defineField({
      name: 'usedStockOnly',
      title: 'Used stock only',
      type: 'boolean',
      fieldset: 'stock',
      description: 'Show only used vehicles; new and demo stock is hidden. Platform default: off.',
    }),
    defineField({
      name: 'inStockOnly',
      title: 'In-stock vehicles only',
      type: 'boolean',
      fieldset: 'stock',
      description: 'Hide vehicles that are in transit or on order. Platform default: off.',
    }),
    defineField({
      name: 'certifiedOnly',
      title: 'Certified pre-owned only',
      type: 'boolean',
      fieldset: 'stock',
      description:
        "In the stock filters, the Certified pre-owned filter offers only certified vehicles (its 'Not certified' choice is hidden). Platform default: off.",
    }),
    defineField({
      name: 'hideZeroPrice',
      title: 'Hide vehicles without a price',
      type: 'boolean',
      fieldset: 'stock',
      description:
        'On vehicle cards, hide the price of vehicles priced at $0 instead of showing "Price on application". Platform default: off.',
    }),
    defineField({
      name: 'priceAscendingExcludesZero',
      title: "Skip $0 prices in 'lowest price first'",
      type: 'boolean',
      fieldset: 'stock',
      description: 'When shoppers sort by lowest price, leave out $0 vehicles so they do not top the list.',
    }),
    defineField({
      name: 'refreshPath',
      title: "'Clear Filters' goes to",
      type: 'string',
      fieldset: 'stock',
      description:
        "The page the Clear Filters button on an empty search opens, as a path on this website. Platform default: '/special-offers'.",
      validation: sitePathRule,
    }),
    defineField({
      name: 'scrollToTopAfterSearch',
      title: 'Scroll to the top after each search',
      type: 'boolean',
      fieldset: 'stock',
      description:
        'Bring shoppers back to the top of the results each time they change a filter. Platform default: off.',
    }),
    defineField({
      name: 'spinDefaultMode',
      title: 'Vehicle media opens with',
      type: 'string',
      fieldset: 'stock',
      description:
        'What a vehicle page shows first when a 360° spin is available. Platform default: 360° spinner.',
      options: { list: spinModes, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'minimumReviewRating',
      title: 'Minimum review rating',
      type: 'number',
      fieldset: 'reviews',
      description: 'Star ratings below this average are not shown. 0 to 5. Platform default: 4.',
      validation: (rule) => rule.min(0).max(5),
    }),
    defineField({
      name: 'forcedStarRating',
      title: 'Always show star rating',
      type: 'boolean',
      fieldset: 'reviews',
      description: 'Show the star rating even when it is below the minimum rating. Platform default: off.',
    }),
    defineField({
      name: 'cardButtons',
      title: 'Vehicle card buttons',
      type: 'array',
      fieldset: 'cards',
      description:
        'Buttons on each vehicle card in stock listings. Platform default: Enquire and View Details.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: cardButtonOptions, layout: 'grid' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'justArrivedDays',
      title: "'Just arrived' for (days)",
      type: 'number',
      fieldset: 'cards',
      description: 'Vehicles listed within this many days get the just-arrived tag. Platform default: 8.',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'justArrivedLabel',
      title: "'Just arrived' tag text",
      type: 'string',
      fieldset: 'cards',
      description: "Platform default: 'New'.",
      validation: (rule) => rule.max(24),
    }),
    defineField({
      name: 'soldTagLabel',
      title: 'Sold tag text',
      type: 'string',
      fieldset: 'cards',
      description: "Shown on sold vehicles. Platform default: 'JUST SOLD'.",
      validation: (rule) => rule.max(24),
    }),
    defineField({
      name: 'electricHybridTag',
      title: 'Electric / hybrid tag',
      type: 'boolean',
      fieldset: 'cards',
      description: 'Tag electric and hybrid vehicles on their cards. Platform default: off.',
    }),
    defineField({
      name: 'runoutSaleGreen',
      title: 'Green runout sale tag',
      type: 'boolean',
      fieldset: 'cards',
      description: 'Show the Runout Sale tag in green instead of the theme colour. Platform default: off.',
    }),
    defineField({
      name: 'certifiedBadgeMake',
      title: 'Certified pre-owned badge make',
      type: 'string',
      fieldset: 'cards',
      description:
        "The one make whose certified used vehicles carry its certified pre-owned badge on their cards, e.g. 'Volkswagen'. Empty: no badge (platform default).",
      validation: (rule) => rule.max(40).regex(/^[\p{L}\d][\p{L}\d .&'-]*$/u, { name: 'make name' }),
    }),
    defineField({
      name: 'shortlistRequiresPriceAndPhotos',
      title: 'Compare and Save need a price and photos',
      type: 'boolean',
      fieldset: 'cards',
      description:
        'Offer the Compare and Save buttons only on vehicles with a price above $0 and at least one photo. Platform default: off.',
    }),
    defineField({
      name: 'financeProvider',
      title: 'Preferred finance lender',
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        'The lender whose estimate and rules the finance calculator uses when a vehicle carries several. Empty: the first lender with an estimate (platform default).',
      options: { list: financeProviders, layout: 'radio' },
    }),
    defineField({
      name: 'financeFixedInterestRate',
      title: 'Fixed finance interest rate (% p.a.)',
      type: 'number',
      fieldset: 'vehiclePage',
      description:
        "Locks the finance calculator to this interest rate, e.g. 12.94. Empty: shoppers choose a rate within the lender's range (platform default).",
      validation: (rule) => rule.min(0.5).max(15).precision(2),
    }),
    defineField({
      name: 'applyForFinancePage',
      title: "Finance links go to 'Apply for finance'",
      type: 'boolean',
      fieldset: 'vehiclePage',
      description: 'Finance buttons open /apply-for-finance instead of /finance. Platform default: off.',
    }),
    defineField({
      name: 'financeCallToAction',
      title: "'Get Finance Now' panel on the finance page",
      type: 'boolean',
      fieldset: 'vehiclePage',
      description:
        "The finance page opened without a car shows the 'Get Finance Now' panel (start from the used-cars search, with 6 featured cars) instead of the form. Platform default: off.",
    }),
    defineField({
      name: 'leadConfirmationSms',
      title: 'Confirm leads to shoppers by SMS',
      type: 'boolean',
      fieldset: 'vehiclePage',
      description:
        'Every lead is confirmed to the shopper by email where they gave one. With this on, a shopper who gave only a mobile number gets an SMS instead (texts are charged to the dealer). Platform default: off.',
    }),
    defineField({
      name: 'highPriceOptions',
      title: 'Budget chips from $300,000 to $800,000',
      type: 'boolean',
      fieldset: 'vehiclePage',
      description:
        "The 'Get Finance Now' panel's budget chips run $300,000 to $800,000 (for high-priced stock) instead of $5,000 to $70,000. Platform default: off.",
    }),
    defineField({
      name: 'financeStaffAssisted',
      title: "Finance form asks 'who is helping'",
      type: 'boolean',
      fieldset: 'vehiclePage',
      description:
        'Staff-assisted mode: the finance form asks which staff member is helping the shopper (for dealership kiosks). Platform default: off.',
    }),
    defineField({
      name: 'financePostcodeRequired',
      title: 'Postcode required on the finance form',
      type: 'boolean',
      fieldset: 'vehiclePage',
      description: 'Shoppers must give a 4-digit postcode to get pre-approved. Platform default: off.',
    }),
    defineField({
      name: 'reserveAtBuyOnline',
      title: 'Reserve at /buy-online',
      type: 'boolean',
      fieldset: 'vehiclePage',
      description:
        "The reserve button opens the vehicle's /buy-online page instead of /checkout. Platform default: off.",
    }),
    defineField({
      name: 'reservePriceLabel',
      title: 'Reserve deposit label',
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        "The deposit shown beside the reserve button, and the amount a shopper pays to reserve. Platform default: '$200'.",
      validation: (rule) =>
        rule
          .max(16)
          .regex(/^\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{2})?$/, { name: 'amount' })
          .error("Write an amount in dollars, such as '$200' or '$1,000'."),
    }),
    defineField({
      name: 'reservationHoldDays',
      title: 'Days a paid reservation holds the car',
      type: 'number',
      fieldset: 'vehiclePage',
      description:
        'After paying the deposit, the car is held for the shopper this many days. Platform default: 3.',
      validation: (rule) => rule.integer().min(1).max(30),
    }),
    defineField({
      name: 'reservationTerms',
      title: 'Reservation refund terms',
      type: 'text',
      rows: 4,
      fieldset: 'vehiclePage',
      description:
        'What the reserve page and the receipt email say about refunds of the deposit. Platform default: fully refundable until a contract of sale is signed, refunded within 5 business days.',
      validation: (rule) => rule.max(600),
    }),
    defineField({
      name: 'spinViewerUrl',
      title: '3D viewer address',
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        "Vehicles with a 3D spin code get a 'View in 3D' link to this address, with {code} where the code goes, e.g. https://viewer.example.com/v/{code}. Empty: no 3D link (platform default).",
      validation: (rule) =>
        rule
          .regex(/^https:\/\/[^\s/]+\.[^\s]*\{code\}[^\s]*$/, { name: '3D viewer address' })
          .error('Write an https address containing {code}, such as https://viewer.example.com/v/{code}.'),
    }),
    defineField({
      name: 'instantMessage',
      title: "Phones' bottom bar: Enquire Now or Instant Message",
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        "On phones, the vehicle page's bottom bar offers Enquire Now, or Instant Message by text message or a messaging link. Empty: Enquire Now (platform default).",
      options: { list: instantMessageChannels, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'instantMessageSms',
      title: 'Instant Message: mobile number for texts',
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        'The mobile that receives Instant Message texts (with Text message chosen above, here or in the group), e.g. 0412 345 678.',
      validation: (rule) =>
        rule
          .regex(/^(\+?61\s?4|04)[\d\s]{8,11}$/, { name: 'Australian mobile' })
          .error('Enter an Australian mobile number, such as 0412 345 678.'),
    }),
    defineField({
      name: 'instantMessageUrl',
      title: 'Instant Message: messaging link',
      type: 'string',
      fieldset: 'vehiclePage',
      description:
        'Opened by Instant Message (with Messaging link chosen above, here or in the group), e.g. https://m.me/yourdealership or https://wa.me/61412345678.',
      validation: (rule) =>
        rule
          .regex(HTTPS_URL, { name: 'https address' })
          .error('Enter an https address, such as https://m.me/yourdealership.'),
    }),
    defineField({
      name: 'vehicleTermsOfUse',
      title: 'Vehicle page terms of use',
      type: 'text',
      rows: 4,
      fieldset: 'vehiclePage',
      description:
        'The terms of use at the foot of each vehicle page (on phones, a section that opens and closes). Platform default: the details are a guide and may change; confirm them before you buy.',
      validation: (rule) => rule.max(1200),
    }),
    defineField({
      name: 'tradeInReconditioningDollars',
      title: 'Trade-in reconditioning allowance ($)',
      type: 'number',
      fieldset: 'forms',
      description:
        'Dollars taken off every instant trade-in valuation for reconditioning (detailing, servicing, tyres). Platform default: 1500.',
      validation: (rule) => rule.integer().min(0).max(50_000),
    }),
    defineField({
      name: 'tradeInMarginPercent',
      title: 'Trade-in margin (%)',
      type: 'number',
      fieldset: 'forms',
      description:
        'The margin kept on a trade-in, as a percentage of what comparable cars are for sale at. Platform default: 10.',
      validation: (rule) => rule.min(0).max(60),
    }),
    defineField({
      name: 'tradeInMinimumComparables',
      title: 'Comparable cars needed for an instant valuation',
      type: 'number',
      fieldset: 'forms',
      description:
        'With fewer comparable cars for sale across the platform, shoppers are told the team will call them with a valuation instead of a number. Platform default: 3.',
      validation: (rule) => rule.integer().min(1).max(50),
    }),
    defineField({
      name: 'tradeInOfferDays',
      title: 'Days an instant trade-in offer stands',
      type: 'number',
      fieldset: 'forms',
      description:
        'Turn instant valuations into an offer (the low end of the range) that shoppers can accept on the page, valid this many days. Empty: valuations only, no offers.',
      validation: (rule) => rule.integer().min(1).max(30),
    }),
    defineField({
      name: 'commentsRequired',
      title: 'Comments required on enquiries',
      type: 'boolean',
      fieldset: 'forms',
      description: 'Shoppers must fill in the Comments box to send an enquiry. Platform default: on.',
    }),
    defineField({
      name: 'termsCheckboxRequired',
      title: 'Terms of use checkbox on enquiries',
      type: 'boolean',
      fieldset: 'forms',
      description:
        'Enquiry forms show a terms of use checkbox that must be ticked before sending (a brand requirement). Platform default: off.',
    }),
    defineField({
      name: 'serviceIntervalRequired',
      title: 'Service interval required on service bookings',
      type: 'boolean',
      fieldset: 'forms',
      description: 'Shoppers must choose a service interval to book a service. Platform default: on.',
    }),
    defineField({
      name: 'commercialModelsOnly',
      title: 'Commercial models only',
      type: 'boolean',
      fieldset: 'models',
      description:
        'List only models with a Commercial body type on /models and in the model mega-menu. Platform default: off.',
    }),
    defineField({
      name: 'megaMenuFinanceLink',
      title: 'Finance link in the model mega-menu',
      type: 'boolean',
      fieldset: 'models',
      description:
        'Add a Finance link beside Our Stock and Contact Us in the model mega-menu. Platform default: off.',
    }),
    defineField({
      name: 'gateCheckout',
      title: 'Sign in before reserving',
      type: 'boolean',
      fieldset: 'accounts',
      description: 'Shoppers sign in with their mobile before the reserve checkout. Platform default: off.',
    }),
    defineField({
      name: 'gateFinance',
      title: 'Sign in before applying for finance',
      type: 'boolean',
      fieldset: 'accounts',
      description:
        'Shoppers sign in with their mobile before the finance application. Platform default: off.',
    }),
    defineField({
      name: 'gateSpinToWin',
      title: 'Sign in before spin-to-win',
      type: 'boolean',
      fieldset: 'accounts',
      description: 'Shoppers sign in with their mobile before the spin-to-win page. Platform default: off.',
    }),
    defineField({
      name: 'gateEquifaxFinance',
      title: 'Sign in before the Equifax finance check',
      type: 'boolean',
      fieldset: 'accounts',
      description:
        'Shoppers sign in with their mobile before the Equifax finance check. Platform default: off.',
    }),
    defineField({
      name: 'onlinePaymentMinimum',
      title: 'Online payment: least amount ($)',
      type: 'number',
      fieldset: 'accounts',
      description:
        'The smallest payment a shopper may make on /online-payment, in dollars. Platform default: 10.',
      validation: (rule) => rule.min(1).max(100000).integer(),
    }),
    defineField({
      name: 'onlinePaymentMaximum',
      title: 'Online payment: most amount ($)',
      type: 'number',
      fieldset: 'accounts',
      description:
        'The largest payment a shopper may make on /online-payment, in dollars. Platform default: 5000.',
      validation: (rule) =>
        rule
          .min(1)
          .max(100000)
          .integer()
          .custom((maximum, context) => {
            const minimum = (context.parent as { onlinePaymentMinimum?: number } | undefined)
              ?.onlinePaymentMinimum
            return typeof maximum === 'number' && typeof minimum === 'number' && maximum < minimum
              ? 'The most must not be less than the least amount.'
              : true
          }),
    }),
    defineField({
      name: 'garagePath',
      title: 'My Garage address',
      type: 'string',
      fieldset: 'accounts',
      description:
        "A brand name for the shopper's garage page instead of /my-garage (which then redirects there). Platform default: /my-garage.",
      options: { list: ['/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco'] },
    }),
    defineField({
      name: 'analyticsGtmContainerId',
      title: 'Google Tag Manager container',
      type: 'string',
      fieldset: 'analytics',
      description:
        "Your Tag Manager container id, e.g. GTM-AB12CD: every page loads it, and shoppers' interactions reach it as GA4 events. Platform default: none (no tag loads).",
      validation: (rule) =>
        rule.custom((id) =>
          id === undefined || gtmContainerId.safeParse(id.trim()).success
            ? true
            : 'A container id is GTM- and then capital letters and digits, e.g. GTM-AB12CD.',
        ),
    }),
    defineField({
      name: 'analyticsGa4MeasurementId',
      title: 'Google Analytics 4 measurement id',
      type: 'string',
      fieldset: 'analytics',
      description:
        'Your GA4 measurement id, e.g. G-AB12CD34EF, for a website without a Tag Manager container (a container, if set, is used instead). Platform default: none.',
      validation: (rule) =>
        rule.custom((id) =>
          id === undefined || ga4MeasurementId.safeParse(id.trim()).success
            ? true
            : 'A measurement id is G- and then capital letters and digits, e.g. G-AB12CD34EF.',
        ),
    }),
    defineField({
      name: 'analyticsConsentRequired',
      title: 'Ask shoppers before analytics',
      type: 'boolean',
      fieldset: 'analytics',
      description:
        'Show a banner asking each shopper to agree to analytics cookies; the tag loads only once they agree (remembered in their browser). Platform default: off.',
    }),
    defineField({ name: 'features', title: 'Features', type: 'featureFlags' }),
  ]),
  preview: {
    select: {
      minimumReviewRating: 'minimumReviewRating',
      stickyHeader: 'stickyHeader',
      cardButtons: 'cardButtons',
    },
    prepare: ({ minimumReviewRating, stickyHeader, cardButtons }) => ({
      title: 'Website settings',
      subtitle:
        [
          typeof minimumReviewRating === 'number' ? `reviews from ${minimumReviewRating}★` : null,
          typeof stickyHeader === 'boolean' ? `sticky header ${stickyHeader ? 'on' : 'off'}` : null,
          Array.isArray(cardButtons) ? `${cardButtons.length} card buttons` : null,
        ]
          .filter(Boolean)
          .join(' · ') || 'All inherited',
    }),
  },
})
