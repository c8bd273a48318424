import { Link } from 'react-router'
import type { SiteShell } from '~/root.server'
import { AccountLink } from './account-link'
import { SiteNav } from './site-nav'
import { telHref } from './tel-href'

export function SiteHeader({ shell }: { shell: SiteShell }) {
  return (
    <header className={`${shell.stickyHeader ? 'sticky top-0' : 'relative'} z-40 bg-brand text-on-brand`}>
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-3 rounded focus-visible:outline-offset-4">
          {shell.theme.logoUrl ? (
            <img
              src={shell.theme.logoUrl}
              alt={shell.theme.logoAlt || shell.name}
              width={240}
              height={64}
              className="h-10 w-auto sm:h-12"
            />
          ) : (
            <span className="text-xl font-bold">{shell.name}</span>
          )}
          <span className="sr-only">{shell.name} home</span>
        </Link>
        <SiteNav menu={shell.menu} trigger={shell.menuTrigger} mobileContactPath={shell.mobileContactPath} />
        {shell.garagePath ? <AccountLink garagePath={shell.garagePath} /> : null}
        {shell.mainPhone ? (
          <a
            href={telHref(shell.mainPhone)}
            className="inline-flex min-h-11 items-center rounded px-2 font-semibold underline-offset-4 hover:underline"
          >
            <span className="sr-only">Call </span>
            {shell.mainPhone}
          </a>
        ) : null}
      </div>
    </header>
  )
}
