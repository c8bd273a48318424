import { signInPath } from '@forecourt/domain/shopper-gating'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'

/** The header's way into My Garage: straight there when signed in, else through sign-in. */
export function AccountLink({ garagePath }: { garagePath: string }) {
  const shopper = useRouteLoaderData<typeof rootLoader>('root')?.shopper ?? null
  const href = shopper ? garagePath : signInPath({ type: 'my-garage', redirect: garagePath, back: '/' })
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center rounded px-2 font-semibold underline-offset-4 hover:underline"
    >
      {shopper ? 'My Garage' : 'Sign In'}
    </a>
  )
}
