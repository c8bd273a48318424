import { signInPath } from '@forecourt/domain/accounts/shopper-gating'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { PersonIcon } from './header-icons'

/**
 * The header's way into My Garage: straight there when signed in, else through sign-in. An icon on phones,
 * where the header has room for one row only; its words from tablets up.
 */
export function AccountLink({ garagePath }: { garagePath: string }) {
  const shopper = useRouteLoaderData<typeof rootLoader>('root')?.shopper ?? null
  const href = shopper ? garagePath : signInPath({ type: 'my-garage', redirect: garagePath, back: '/' })
  return (
    <a
      href={href}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded font-semibold whitespace-nowrap underline-offset-4 hover:underline sm:px-2"
    >
      <span className="inline-flex sm:hidden">
        <PersonIcon />
      </span>
      <span className="sr-only sm:not-sr-only">{shopper ? 'My Garage' : 'Sign In'}</span>
    </a>
  )
}
