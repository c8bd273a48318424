import { centsText, ONLINE_PAYMENT_REFERENCE_KINDS } from '@forecourt/domain/purchase/online-payment'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { requireShopper } from '~/accounts/shopper-session.server'
import { serverLogger } from '~server/logger'
import { payingSite } from './online-payment.server'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } }

const paymentId = z.uuid()

const paidAtText = (at: Date) =>
  new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Australia/Sydney',
  }).format(at)

/**
 * `/online-payment/{id}`: the receipt, for the shopper who paid only (anyone else: not found). A payment
 * still pending is checked with the provider first: the shopper may be back before its webhook.
 */
export async function loadOnlinePaymentReceipt(args: Args) {
  const { site, desk } = payingSite(args.context)
  const shopper = await requireShopper(args.request, args.context, 'online-payment')
  const id = paymentId.safeParse(args.params.id)
  if (!id.success) throw data({ reason: 'not-found' }, { status: 404 })
  const payment = await desk.refresh(id.data).catch((error: unknown) => {
    serverLogger().error({ err: error }, 'An online payment could not be checked with the provider')
    return null
  })
  if (!payment || payment.userId !== shopper.id || payment.websiteSlug !== site.content.slug) {
    throw data({ reason: 'not-found' }, { status: 404 })
  }
  return {
    siteName: payment.siteName,
    status: payment.status,
    receiptNumber: payment.id.slice(0, 8).toUpperCase(),
    amount: centsText(payment.amountCents),
    paidFor: ONLINE_PAYMENT_REFERENCE_KINDS[payment.referenceKind],
    reference: payment.reference,
    paidAt: payment.paidAt ? paidAtText(payment.paidAt) : null,
    paidBy: `${shopper.firstName} ${shopper.lastName}`.trim(),
  }
}
