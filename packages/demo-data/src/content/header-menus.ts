import { defaultHeaderMenu } from '@forecourt/domain/site/menu'

/**
 * Header menus the demo groups set in Studio. The Volkswagen group keeps the platform's menu but makes
 * 'New Vehicles' the model range mega-menu (its dealers list the Volkswagen range rather than stock models).
 */
const groupMenus: Record<string, typeof defaultHeaderMenu> = {
  'volkswagen-dealer-network': defaultHeaderMenu.map((item) =>
    item.dynamicDropdown === 'models' ? { ...item, url: '/models', dynamicDropdown: 'modelRange' } : item,
  ),
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The `headerMenu` field of a group document, in the Studio's `menuItem` shape; none when it has no menu. */
export function groupHeaderMenu(groupSlug: string): { headerMenu?: unknown[] } {
  const menu = groupMenus[groupSlug]
  if (!menu) return {}
  return {
    headerMenu: menu.map((item) => ({
      _type: 'menuItem',
      _key: key(item.name),
      name: item.name,
      url: item.url,
      ...(item.dropdownItems.length > 0
        ? {
            dropdownItems: item.dropdownItems.map((link) => ({
              _type: 'menuLink',
              _key: key(link.name),
              name: link.name,
              url: link.url,
            })),
          }
        : {}),
      ...(item.dynamicDropdown ? { dynamicDropdown: item.dynamicDropdown } : {}),
    })),
  }
}
