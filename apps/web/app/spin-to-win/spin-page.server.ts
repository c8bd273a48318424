import { randomInt } from 'node:crypto'
import { runningSpinPromotionQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import { requiresSignIn, signInPath } from '@forecourt/domain/accounts/shopper-gating'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { LEAD_EVENT_IDS } from '@forecourt/domain/leads/event-ids'
import { type SpinPrize, spinOutcomeText } from '@forecourt/domain/purchase/spin-to-win'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import {
  accountScope,
  currentShopper,
  pathOf,
  requireShopper,
  type Shopper,
} from '~/accounts/shopper-session.server'
import { servicesContext } from '~/context'
import { confirmationOptions, pokeOutboxes } from '~/leads/lead-confirmation.server'
import { leadChannelsOf, readLeadForm } from '~/leads/lead-post.server'
import { siteAddress } from '~/site-url.server'
import { findSpin, spinOnce } from './spin-award.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

export const SPIN_TO_WIN_PATH = '/spin-to-win'

/** The dealers whose promotions this site runs: its own, or on a group site every dealer of the group. */
const siteDealers = (site: Site) => (site.kind === 'dealer' ? [site.content] : site.content.dealers)

/** The site, where its dealer switched spin to win on; else there is no such page. */
function spinningSite(context: Args['context']): Site {
  const { site } = accountScope(context)
  if (!site.settings.features.spinToWin) throw data({ reason: 'not-found' }, { status: 404 })
  return site
}

/**
 * Now, to the minute: the content query cache keeps one result per parameters, so a promotion's start and
 * end are honoured within a minute and every spin of that minute reuses one result.
 */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString()

/** The promotion running now (Studio's dates), with its prizes in the server's terms; else null. */
async function runningPromotion(context: Args['context'], site: Site) {
  const { content } = context.get(servicesContext)
  const promotion = await content.fetch(runningSpinPromotionQuery, {
    dealerIds: siteDealers(site).map((dealer) => dealer.id),
    now: thisMinute(),
  })
  if (!promotion?.dealerId) return null
  const prizes: SpinPrize[] = promotion.prizes.flatMap((prize) =>
    prize.name
      ? [
          {
            key: prize.key,
            name: prize.name,
            chancePercent: prize.chancePercent ?? 0,
            quantity: prize.quantity ?? 0,
          },
        ]
      : [],
  )
  return { ...promotion, dealerId: promotion.dealerId, prizes }
}

/** Signed in first where the dealer gates the page; else whoever is signed in, to spin. */
async function visitor(args: Args, site: Site): Promise<Shopper | null> {
  return requiresSignIn('spin-to-win', site.settings)
    ? requireShopper(args.request, args.context, 'spin-to-win')
    : currentShopper(args.request, args.context)
}

const endDate = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' }).format(
        new Date(iso),
      )
    : null

/** `/spin-to-win`: the dealer's running promotion, the shopper's spin or its outcome. */
export async function loadSpinToWin(args: Args) {
  const site = spinningSite(args.context)
  const shopper = await visitor(args, site)
  const promotion = await runningPromotion(args.context, site)
  const spin =
    shopper && promotion
      ? await findSpin(args.context.get(servicesContext).database.db, promotion.id, shopper.id)
      : null
  return {
    siteName: site.content.name ?? '',
    canonicalUrl: siteAddress(args.context, SPIN_TO_WIN_PATH),
    promotion: promotion
      ? {
          title: promotion.title ?? 'Spin to win',
          intro: promotion.intro,
          terms: promotion.terms ?? '',
          endsOn: endDate(promotion.endsAt),
          prizes: promotion.prizes.map((prize) => prize.name),
        }
      : null,
    signInHref: shopper
      ? null
      : signInPath({ type: 'spin-to-win', redirect: SPIN_TO_WIN_PATH, back: SPIN_TO_WIN_PATH }),
    firstName: shopper?.firstName ?? null,
    outcome: spin ? { won: spin.prizeName !== null, ...spinOutcomeText(spin.prizeName) } : null,
  }
}

const spinForm = z.object({
  intent: z.literal('spin'),
  acceptTerms: z.literal('on', { error: 'Please accept the terms and conditions to spin.' }),
})

/**
 * The spin: always signed in (one spin per shopper), the terms accepted, the promotion still running.
 * The server rolls and records; the shopper comes back to the page, which shows the outcome.
 */
export async function spinAction(args: Args) {
  const site = spinningSite(args.context)
  const formData = await readLeadForm(args)
  const shopper = await requireShopper(args.request, args.context, 'spin-to-win')
  const parsed = spinForm.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    return data({ error: 'Please accept the terms and conditions to spin.' }, { status: 400 })
  }
  const promotion = await runningPromotion(args.context, site)
  if (!promotion) return data({ error: 'This promotion has ended.' }, { status: 409 })
  const services = args.context.get(servicesContext)
  const dealer = siteDealers(site).find((candidate) => candidate.id === promotion.dealerId) ?? null
  const result = await spinOnce(services.database.db, {
    promotionId: promotion.id,
    prizes: promotion.prizes,
    userId: shopper.id,
    dealerId: promotion.dealerId,
    websiteSlug: site.content.slug ?? '',
    roll: randomInt(0, 1_000_000) / 1_000_000,
    winLead: (prize) => ({
      dealerId: promotion.dealerId,
      category: LEAD_CATEGORIES.spinToWin,
      leadEventId: LEAD_EVENT_IDS.defaultForm,
      name: shopper.firstName,
      email: shopper.email,
      phone: shopper.phone,
      message: `${shopper.firstName} won ${prize.name} in ${promotion.title ?? 'the spin-to-win promotion'}.`,
      consent: true,
      fields: {
        last_name: shopper.lastName,
        promotion_id: promotion.id,
        promotion_title: promotion.title,
        prize: prize.name,
        prize_key: prize.key,
        page_url: siteAddress(args.context, pathOf(args.request)),
      },
    }),
    leadChannels: leadChannelsOf(dealer),
    confirmation: confirmationOptions(args.context),
  })
  if (result.spin.leadId) pokeOutboxes(args.context)
  throw redirect(SPIN_TO_WIN_PATH)
}
