import { contactExistsLoader } from '~/accounts/contact-exists-api.server'
import type { Route } from './+types/api.check-if-contact-exists'

/** `GET /api/check-if-contact-exists?phone_number=…`: `{ exists }`, hard rate-limited. */
export function loader(args: Route.LoaderArgs) {
  return contactExistsLoader(args)
}
