import type { MenuItem } from '@forecourt/domain/site-menu'
import { Link } from 'react-router'
import { MenuIcon } from './header-icons'
import { ModelRangeMenuList } from './model-mega-menu'

/**
 * The header menu on phones and tablets: a 'Menu' disclosure with the whole menu under the header, which
 * needs no JavaScript. It ends with Contact Us, to the path the dealer chose (it may be one location).
 */
export function PhoneMenu({ menu, contactPath }: { menu: MenuItem[]; contactPath: string }) {
  return (
    <details className="mobile-menu lg:hidden">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded px-2 font-semibold">
        <MenuIcon />
        Menu
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-full z-50 max-h-[80vh] overflow-y-auto bg-surface-raised text-ink shadow-lg"
      >
        <ul className="divide-y divide-line px-4 py-2">
          {menu.map((item) => (
            <li key={`${item.name}:${item.url}`} className="py-2">
              <Link to={item.url} className="block min-h-11 py-2 font-semibold">
                {item.name}
              </Link>
              {item.dropdownItems.length > 0 ? (
                <ul className="pb-2 pl-4">
                  {item.dropdownItems.map((link) => (
                    <li key={`${link.name}:${link.url}`}>
                      <Link to={link.url} className="block min-h-11 py-2">
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.megaMenu ? <ModelRangeMenuList megaMenu={item.megaMenu} /> : null}
            </li>
          ))}
          <li className="py-2">
            <Link to={contactPath} className="block min-h-11 py-2 font-semibold">
              Contact Us
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  )
}
