import type { SiteShell } from '~/root.server'
import { AccountLink } from './account-link'
import { CallLink } from './call-link'
import { MenuButton } from './menu-button'
import { SiteLink } from './site-link'
import { SiteNav } from './site-nav'

/**
 * The site header, one row: on phones and tablets the logo, then the account, call and Menu buttons (60 px
 * high; the logo narrows on the smallest phones); from 992 px the logo, the menu bar, Sign In and the call
 * button with the number (72 px). A menu too long for the row still wraps rather than being cut.
 */
export function SiteHeader({ shell }: { shell: SiteShell }) {
  return (
    <header className={`${shell.stickyHeader ? 'sticky top-0' : 'relative'} z-40 bg-brand text-on-brand`}>
      <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-2 px-4 py-2 lg:flex-wrap lg:gap-3 lg:py-3">
        <SiteLink
          to="/"
          className="flex min-h-11 min-w-0 items-center rounded focus-visible:outline-offset-4"
        >
          {shell.theme.logoUrl ? (
            <img
              src={shell.theme.logoUrl}
              alt={shell.theme.logoAlt || shell.name}
              width={240}
              height={64}
              className="h-10 w-auto max-w-full object-contain object-left xl:h-12"
            />
          ) : (
            <span className="text-lg font-bold xl:text-xl">{shell.name}</span>
          )}
          <span className="sr-only">{shell.name} home</span>
        </SiteLink>
        <SiteNav menu={shell.menu} trigger={shell.menuTrigger} contactPath={shell.mobileContactPath} />
        <div className="flex shrink-0 items-center gap-1 lg:gap-2">
          {shell.garagePath ? <AccountLink garagePath={shell.garagePath} /> : null}
          {shell.mainPhone ? <CallLink dealerName={shell.name} phone={shell.mainPhone} /> : null}
          <MenuButton />
        </div>
      </div>
    </header>
  )
}
