import { describe, expect, it } from 'vitest'
import { defaultHeaderMenu, resolveFooterGroups, resolveHeaderMenu, withDealershipsLink } from './menu.ts'

describe('header menu', () => {
  it('defaults to the spec\'s menu: "Home; New Vehicles; Stock; Service; Special Offers; More"', () => {
    expect(resolveHeaderMenu(null, undefined).map((item) => item.name)).toEqual([
      'Home',
      'New Vehicles',
      'Stock',
      'Service',
      'Special Offers',
      'More',
    ])
    expect(defaultHeaderMenu[1]?.dynamicDropdown).toBe('models')
    expect(defaultHeaderMenu[3]?.dropdownItems.map((item) => item.name)).toEqual([
      'Service',
      'New Car Warranty',
      'Roadside Assistance',
      'Volkswagen Care Plans',
    ])
    expect(defaultHeaderMenu[5]?.dropdownItems.map((item) => item.name)).toEqual([
      'Parts',
      'Finance',
      'About Us',
      'Contact Us',
      'Privacy Policy',
    ])
  })

  it("uses the dealer's menu over its group's, and the group's over the default", () => {
    const group = [{ name: 'Group Stock', url: '/search' }]
    const dealer = [
      {
        name: 'Our Utes',
        url: '/search/ute',
        dropdownItems: [{ name: 'Ranger', url: '/search/ford/ranger' }],
      },
    ]
    expect(resolveHeaderMenu(group, dealer)).toEqual([
      {
        name: 'Our Utes',
        url: '/search/ute',
        dropdownItems: [{ name: 'Ranger', url: '/search/ford/ranger' }],
        dynamicDropdown: null,
      },
    ])
    expect(resolveHeaderMenu(group, [])[0]?.name).toBe('Group Stock')
  })

  it("keeps the automatic drop-downs 'models' and 'modelRange', and ignores unknown ones", () => {
    const menu = resolveHeaderMenu([
      { name: 'Stock models', url: '/search/new-cars', dynamicDropdown: 'models' },
      { name: 'New Vehicles', url: '/models', dynamicDropdown: 'modelRange' },
      { name: 'Other', url: '/x', dynamicDropdown: 'brands' },
    ])
    expect(menu.map((item) => item.dynamicDropdown)).toEqual(['models', 'modelRange', null])
  })

  it('drops items without a name or a safe address', () => {
    const menu = resolveHeaderMenu([
      { name: 'Offers', url: '/special-offers' },
      { name: '', url: '/x' },
      { name: 'Bad', url: 'javascript:alert(1)' },
      { name: 'Protocol-relative', url: '//evil.example' },
      { name: 'Manufacturer', url: 'https://www.volkswagen.com.au/' },
    ])
    expect(menu.map((item) => item.name)).toEqual(['Offers', 'Manufacturer'])
  })
})

describe("the 'Our Dealerships' menu link", () => {
  it('"/dealerships … Also linked for klosters only": joins the More drop-down', () => {
    const menu = withDealershipsLink(resolveHeaderMenu())
    const more = menu.find((item) => item.name === 'More')
    expect(more?.dropdownItems.at(-1)).toEqual({ name: 'Our Dealerships', url: '/dealerships' })
    expect(menu).toHaveLength(defaultHeaderMenu.length)
  })

  it('goes at the end of a menu without More, and is never added twice', () => {
    const menu = withDealershipsLink(resolveHeaderMenu([{ name: 'Home', url: '/' }]))
    expect(menu.map((item) => item.url)).toEqual(['/', '/dealerships'])
    expect(withDealershipsLink(menu)).toEqual(menu)
  })
})

describe('footer groups', () => {
  it('defaults to "Categories, Buying, Aftersales, Company"', () => {
    expect(resolveFooterGroups(null, null).map((group) => group.title)).toEqual([
      'Categories',
      'Buying',
      'Aftersales',
      'Company',
    ])
  })

  it("uses the dealer's groups over its group's, keeping only groups with safe links", () => {
    const dealer = [
      {
        title: 'Shop',
        links: [
          { name: 'Utes', url: '/search/ute' },
          { name: 'Bad', url: 'javascript:x' },
        ],
      },
      { title: 'Empty', links: [] },
    ]
    expect(resolveFooterGroups([{ title: 'Group', links: [{ name: 'A', url: '/a' }] }], dealer)).toEqual([
      { title: 'Shop', links: [{ name: 'Utes', url: '/search/ute' }] },
    ])
  })
})
