import { ToggleArrowRightIcon } from '@sanity/icons/ToggleArrowRight'
import { defineField, defineType } from 'sanity'
import { showingInheritedValues } from '../../lib/inherited-fields.ts'

const flag = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'boolean', description })

/** Booleans without initial values on purpose: an unset flag inherits, a set one (on or off) overrides. */
export const featureFlags = defineType({
  name: 'featureFlags',
  title: 'Features',
  icon: ToggleArrowRightIcon,
  type: 'object',
  description:
    'Switch website features on or off. A feature left unset follows the dealer group, then the platform default.',
  options: { columns: 2 },
  fields: showingInheritedValues([
    flag(
      'reserve',
      'Reserve online',
      'Shoppers can pay a deposit to reserve a vehicle (Reserve button and checkout).',
    ),
    flag(
      'finance',
      'Finance',
      'Finance calculator, finance enquiries and pre-approval. Platform default: on.',
    ),
    flag(
      'similarCars',
      'Similar cars',
      "'Find Me Something Similar' suggestions on vehicle pages. Platform default: on.",
    ),
    flag('compare', 'Compare', 'Shoppers can compare vehicles side by side.'),
    flag(
      'favourites',
      'Favourites',
      'Shoppers can save favourite vehicles with the heart icon. Platform default: on.',
    ),
    flag('garage', 'My Garage', "The 'My Garage' account area for saved vehicles and services."),
    flag(
      'watchlist',
      'Watchlist',
      'Price-drop and availability alerts for saved vehicles. Platform default: on.',
    ),
    flag(
      'onlinePurchase',
      'Buy online',
      'Shoppers can complete a purchase online through the checkout journey.',
    ),
    flag('tradeIn', 'Trade-in', "The trade-in valuation form ('Sell Your Car'). Platform default: on."),
    flag('requestPhotos', 'Request photos', 'Shoppers can ask for more photos of a vehicle.'),
    flag(
      'spinToWin',
      'Spin to win',
      "The /spin-to-win page for this website's running prize promotion (Spin-to-win promotions).",
    ),
    flag(
      'onlinePayment',
      'Online payments',
      'Signed-in shoppers can pay the dealership online against an invoice, balance or deposit (/online-payment).',
    ),
    flag(
      'priceComparison',
      'Autogauge price comparison',
      "Plugin: the vehicle page's gauge of the price against the market range. Platform default: on.",
    ),
    flag(
      'carAnalysis',
      'Car Analysis',
      "Plugin: the vehicle page's Car Analysis panel (age, kilometres a year, days listed).",
    ),
    flag(
      'ppsrReport',
      'PPSR Report',
      "Plugin: used and demo vehicle pages offer 'Request a history report (PPSR)'.",
    ),
  ]),
  preview: {
    select: {
      reserve: 'reserve',
      finance: 'finance',
      similarCars: 'similarCars',
      compare: 'compare',
      favourites: 'favourites',
      garage: 'garage',
      watchlist: 'watchlist',
      onlinePurchase: 'onlinePurchase',
      tradeIn: 'tradeIn',
      requestPhotos: 'requestPhotos',
      spinToWin: 'spinToWin',
      onlinePayment: 'onlinePayment',
      priceComparison: 'priceComparison',
      carAnalysis: 'carAnalysis',
      ppsrReport: 'ppsrReport',
    },
    prepare: (flags: Record<string, boolean | undefined>) => {
      const on = Object.keys(flags).filter((name) => flags[name] === true)
      const off = Object.keys(flags).filter((name) => flags[name] === false)
      return {
        title: on.length > 0 ? `On: ${on.join(', ')}` : 'No features switched on here',
        subtitle: off.length > 0 ? `Off: ${off.join(', ')}` : 'Everything else inherited',
      }
    },
  },
})
