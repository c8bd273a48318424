import { PhoneIcon } from './header-icons'
import { telHref } from './tel-href'

/**
 * The header's call button: a phone icon on phones (a thumb-sized tap target beside Menu), the number
 * beside it from tablets up, except from 992 to 1199 px, where the menu bar needs the room. Its name says
 * whom it calls, with the number as written.
 */
export function CallLink({ dealerName, phone }: { dealerName: string; phone: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call ${dealerName} ${phone}`}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded font-semibold whitespace-nowrap underline-offset-4 hover:underline md:px-2"
    >
      <PhoneIcon />
      <span className="hidden md:inline lg:hidden xl:inline">{phone}</span>
    </a>
  )
}
