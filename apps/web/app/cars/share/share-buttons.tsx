import { type ShareMethod, share } from '@forecourt/domain/analytics/events'
import { pushEvent } from '~/analytics/push'
import { SiteLink } from '~/components/site-link'
import { CopyLinkButton } from './copy-link-button'
import { NativeShareButton } from './native-share-button'
import { PdfDownloadButton } from './pdf-download-button'
import { SHARE_BUTTON_CLASS } from './share-button-class'
import { EmailIcon, FacebookIcon, PrintIcon, XIcon } from './share-icons'
import { printHref, shareLinks } from './share-links'
import { SharePopupLink } from './share-popup-link'

/**
 * Sharing a car: copy its link, share it on Facebook or X or by email, print it, or download its PDF
 * brochure. `url` is the car page's absolute address, `name` the car's name, `pdfHref` its brochure, saved
 * as `{slug}.pdf`. Each way of sharing is a GA4 `share` of the car (`carId`, issue 34).
 */
export function ShareButtons({
  url,
  name,
  slug,
  pdfHref,
  carId,
}: {
  carId?: string
  url: string
  name: string
  slug: string
  pdfHref: string
}) {
  const links = shareLinks(url, name)
  const shared = (method: ShareMethod) => (carId ? () => pushEvent(share(method, carId)) : undefined)
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap print:hidden">
      <CopyLinkButton url={url} name={name} onShared={shared('copy_link')} />
      <NativeShareButton url={url} name={name} onShared={shared('native')} />
      <SharePopupLink href={links.facebook} network="Facebook" onShared={shared('facebook')}>
        <FacebookIcon />
      </SharePopupLink>
      <SharePopupLink href={links.x} network="X" onShared={shared('x')}>
        <XIcon />
      </SharePopupLink>
      <a href={links.email} className={SHARE_BUTTON_CLASS} onClick={shared('email')}>
        <EmailIcon />
        <span className="sr-only">Share by </span>
        Email
      </a>
      <SiteLink to={printHref(slug)} className={SHARE_BUTTON_CLASS}>
        <PrintIcon />
        Print
      </SiteLink>
      <PdfDownloadButton href={pdfHref} filename={`${slug}.pdf`} />
    </div>
  )
}
