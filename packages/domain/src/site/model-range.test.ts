import { describe, expect, it } from 'vitest'
import {
  canonicalBody,
  featureList,
  forSaleIn,
  groupByCategory,
  hasBody,
  listedModels,
  modelCategories,
  modelFinanceButton,
  modelMegaMenu,
  modelPrimaryButton,
  modelTestDriveButton,
  truncateFeatureDescription,
} from './model-range.ts'

const model = (slug: string, ...bodies: (string | null)[]) => ({
  slug,
  name: slug.replace(/^./, (letter) => letter.toUpperCase()),
  status: 'available',
  manufacturerBody: bodies[0] ?? null,
  manufacturerBody2: bodies[1] ?? null,
  manufacturerBody3: bodies[2] ?? null,
})

const tiguan = model('tiguan', 'SUV')
const multivan = model('multivan', 'Passenger', 'Commercial')
const amarok = model('amarok', 'Commercial')
const california = model('california', 'Camper', 'Passenger', 'Commercial')
const range = [tiguan, multivan, amarok, california]

describe('model mega-menu categories', () => {
  it('"Categories come from up to three manufacturer body fields of each model"', () => {
    expect(modelCategories(california)).toEqual(['Camper', 'Passenger', 'Commercial'])
    expect(modelCategories(model('polo', null, ' Passenger ', ''))).toEqual(['Passenger'])
    expect(modelCategories(model('twin', 'SUV', 'suv'))).toEqual(['SUV'])
    expect(modelCategories(model('none'))).toEqual([])
  })

  it('lists a model under each of its categories, the spec\'s bodies first in the order "SUV, Passenger, Commercial or Camper"', () => {
    const categories = groupByCategory([model('bus', 'Bus'), ...range])
    expect(categories.map((category) => category.name)).toEqual([
      'SUV',
      'Passenger',
      'Commercial',
      'Camper',
      'Bus',
    ])
    const slugsIn = (name: string) =>
      categories.find((category) => category.name === name)?.models.map((entry) => entry.slug)
    expect(slugsIn('Passenger')).toEqual(['multivan', 'california'])
    expect(slugsIn('Commercial')).toEqual(['multivan', 'amarok', 'california'])
  })

  it('"With a commercial-only flag, only Commercial models are listed"', () => {
    expect(listedModels(range, { commercialOnly: false })).toEqual(range)
    expect(listedModels(range, { commercialOnly: true }).map((entry) => entry.slug)).toEqual([
      'multivan',
      'amarok',
      'california',
    ])
  })

  it('matches ?body= case-insensitively and spells it as the range does', () => {
    expect(hasBody(tiguan, 'suv')).toBe(true)
    expect(hasBody(tiguan, 'Passenger')).toBe(false)
    expect(canonicalBody(range, 'commercial')).toBe('Commercial')
    expect(canonicalBody(range, 'Tractor')).toBeNull()
  })

  it('"Fixed links: Our Stock, Finance (for one brand flag), Contact Us"', () => {
    const menu = modelMegaMenu(range, { financeLink: true })
    expect(menu.links).toEqual([
      { name: 'Our Stock', url: '/search' },
      { name: 'Finance', url: '/finance' },
      { name: 'Contact Us', url: '/contact' },
    ])
    expect(modelMegaMenu(range, { financeLink: false }).links.map((link) => link.name)).toEqual([
      'Our Stock',
      'Contact Us',
    ])
    expect(menu.categories[0]).toEqual({
      name: 'SUV',
      url: '/models?body=SUV',
      models: [{ name: 'Tiguan', url: '/models/tiguan' }],
    })
  })
})

describe('model intro page', () => {
  it('"Feature list shows 8 by default"', () => {
    const features = Array.from({ length: 11 }, (_, index) => index)
    expect(featureList(features)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], more: [8, 9, 10] })
    expect(featureList(features.slice(0, 8))).toEqual({ shown: features.slice(0, 8), more: [] })
  })

  describe('"Feature description is truncated to 600 characters at a word boundary with \'...\'"', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

    it('leaves a description of 600 characters or fewer whole', () => {
      const exactly = `${'x'.repeat(595)} abcd`
      expect(exactly).toHaveLength(600)
      expect(truncateFeatureDescription(exactly)).toEqual({ preview: exactly, truncated: false })
    })

    it('cuts a longer one at the last word that fits, and adds "..."', () => {
      // 'word ' is five characters: word 120 starts at character 596 and ends at 599, word 121 would not fit.
      const text = words(130)
      const { preview, truncated } = truncateFeatureDescription(text)
      expect(truncated).toBe(true)
      expect(preview).toBe(`${words(120)}...`)
      expect(preview.length - 3).toBeLessThanOrEqual(600)
    })

    it('never splits a word', () => {
      // 'splitting' would run from character 597 to 605.
      const text = `${'a'.repeat(595)} splitting the word`
      expect(truncateFeatureDescription(text).preview).toBe(`${'a'.repeat(595)}...`)
      // A sentence ending exactly at the limit loses its full stop to the '...'.
      const sentence = `${'b'.repeat(595)} end. More text follows here.`
      expect(truncateFeatureDescription(sentence).preview).toBe(`${'b'.repeat(595)} end...`)
    })

    it('cuts a single word longer than the limit at the limit', () => {
      expect(truncateFeatureDescription('z'.repeat(700)).preview).toBe(`${'z'.repeat(600)}...`)
    })
  })

  it("\"'Get a Quote', or 'Register Your Interest' linking to #form-section when the model status is coming_soon\"", () => {
    expect(modelPrimaryButton({ slug: 't-roc', name: 'T-Roc & Co', status: 'available' })).toEqual({
      label: 'Get a Quote',
      href: '/models/order-now?model_id=t-roc&model_name=T-Roc+%26+Co',
    })
    expect(modelPrimaryButton({ slug: 'tayron', name: 'Tayron', status: 'coming_soon' })).toEqual({
      label: 'Register Your Interest',
      href: '#form-section',
    })
  })

  it('"Book a Test Drive" goes to /book-test-drive?model_id={id}&model={name}; Finance Enquiry to the finance form', () => {
    expect(modelTestDriveButton({ slug: 'golf', name: 'Golf' })).toEqual({
      label: 'Book a Test Drive',
      href: '/book-test-drive?model_id=golf&model=Golf',
    })
    expect(modelFinanceButton('harbourside-volkswagen')).toEqual({
      label: 'Finance Enquiry',
      href: '/finance?preferredDealership=harbourside-volkswagen&car_type=new#finance-form',
    })
  })

  it('"\'For sale in {city} {state}\'" from the primary location', () => {
    const service = { primary: false, address: { city: 'Glebe', state: 'NSW' } }
    const sales = { primary: true, address: { city: 'Camperdown', state: 'NSW' } }
    expect(forSaleIn([service, sales])).toBe('For sale in Camperdown NSW')
    expect(forSaleIn([service])).toBe('For sale in Glebe NSW')
    expect(forSaleIn([{ primary: true, address: { city: 'Hobart', state: null } }])).toBe(
      'For sale in Hobart',
    )
    expect(forSaleIn([])).toBeNull()
  })
})
