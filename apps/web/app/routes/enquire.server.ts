import type { RouterContextProvider } from 'react-router'
import { type EnquiryTarget, enquiryAction, enquiryFormSetup } from '~/leads/enquiry.server'
import { enquiryTargetFromUrl } from '~/leads/enquiry-target.server'
import { leadSite } from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const headings: Record<EnquiryTarget['kind'], (subject: string | null) => string> = {
  general: () => 'Send us an enquiry',
  vehicle: (subject) => (subject ? `Enquire about the ${subject}` : 'Enquire about this car'),
  offer: (subject) => (subject ? `Enquire about ${subject}` : 'Enquire about this offer'),
  quote: (subject) => (subject ? `Get a quote on the ${subject}` : 'Get a Quote'),
  'register-interest': (subject) =>
    subject ? `Register your interest in the ${subject}` : 'Register Your Interest',
  'request-photos': (subject) => (subject ? `Request photos of the ${subject}` : 'Request Photos'),
  'find-similar': (subject) =>
    subject ? `Find me something similar to the ${subject}` : 'Find Me Something Similar',
  'history-report': (subject) =>
    subject ? `Request a history report for the ${subject}` : 'Request a History Report',
}

/** `/enquire`: the enquiry form on a page of its own (the dialogs' fallback without JavaScript). */
export async function loadEnquiryPage({ request, context }: Args) {
  const site = leadSite(context)
  const url = pageUrl(request)
  const target = await enquiryTargetFromUrl(context, url)
  const subject = target.car?.title ?? target.offer?.name ?? null
  return {
    siteName: site.content.name ?? '',
    heading: headings[target.kind](subject),
    car: target.car
      ? { title: target.car.title, stockNumber: target.car.stockNumber, imageUrl: target.car.imageUrl }
      : null,
    setup: enquiryFormSetup(site, target),
    defaultMessage:
      target.kind === 'request-photos'
        ? 'Please send me more photos of this car.'
        : target.kind === 'find-similar'
          ? 'Please let me know about similar cars.'
          : target.kind === 'history-report'
            ? "Please send me this car's history report (PPSR)."
            : undefined,
    canonicalUrl: siteAddress(context, '/enquire'),
  }
}

export async function submitEnquiryPage(args: Args) {
  return enquiryAction(args, await enquiryTargetFromUrl(args.context, pageUrl(args.request)))
}
