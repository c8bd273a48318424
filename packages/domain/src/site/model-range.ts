/**
 * The model range (forms document sections 2, 3 and 9): the models a website sells new, grouped by body
 * for the mega-menu and /models, and the rules of a model's intro page.
 *
 * "Categories come from up to three manufacturer body fields of each model." "With a commercial-only flag,
 * only Commercial models are listed." "Feature description is truncated to 600 characters at a word
 * boundary with '...'." "Feature list shows 8 by default."
 */

/** The bodies the spec names for /models?body=… ("SUV, Passenger, Commercial or Camper"), in menu order. */
export const modelBodies = ['SUV', 'Passenger', 'Commercial', 'Camper'] as const
export type ModelBody = (typeof modelBodies)[number]

export const COMMERCIAL_BODY: ModelBody = 'Commercial'
export const FEATURES_SHOWN = 8
export const FEATURE_DESCRIPTION_LIMIT = 600
export const FORM_SECTION_ID = 'form-section'

export type ModelStatus = 'available' | 'coming_soon'

/** The fields of a model these rules read (section 3: manufacturer_body, _body2, _body3, status…). */
export interface RangeModel {
  slug: string
  name: string
  status?: string | null
  manufacturerBody?: string | null
  manufacturerBody2?: string | null
  manufacturerBody3?: string | null
}

/** A model's categories: its up to three body fields, trimmed, blanks and repeats dropped, in field order. */
export function modelCategories(model: RangeModel): string[] {
  const bodies = [model.manufacturerBody, model.manufacturerBody2, model.manufacturerBody3]
    .map((body) => body?.trim() ?? '')
    .filter((body) => body !== '')
  return bodies.filter(
    (body, index) => bodies.findIndex((other) => other.toLowerCase() === body.toLowerCase()) === index,
  )
}

/** The models a site lists: every one, or with the commercial-only flag only those with a Commercial body. */
export function listedModels<Model extends RangeModel>(
  models: readonly Model[],
  { commercialOnly }: { commercialOnly: boolean },
): Model[] {
  if (!commercialOnly) return [...models]
  return models.filter((model) => hasBody(model, COMMERCIAL_BODY))
}

/** Whether one of the model's categories is `body`, ignoring case ('suv' finds SUV models). */
export function hasBody(model: RangeModel, body: string): boolean {
  const wanted = body.trim().toLowerCase()
  return modelCategories(model).some((category) => category.toLowerCase() === wanted)
}

/** How a body is spelt in the site's range ('suv' → 'SUV'), or null when no listed model has it. */
export function canonicalBody(models: readonly RangeModel[], body: string): string | null {
  const wanted = body.trim().toLowerCase()
  for (const model of models) {
    const match = modelCategories(model).find((category) => category.toLowerCase() === wanted)
    if (match) return match
  }
  return null
}

export interface ModelCategory<Model> {
  name: string
  models: Model[]
}

const bodyRank = (name: string) => {
  const index = (modelBodies as readonly string[]).indexOf(name)
  return index === -1 ? modelBodies.length : index
}

/**
 * The categories of the mega-menu and the /models filter: the spec's bodies first in their fixed order
 * (SUV, Passenger, Commercial, Camper), any other body after them alphabetically. A model with several
 * bodies is listed under each; categories keep the order of the models given.
 */
export function groupByCategory<Model extends RangeModel>(models: readonly Model[]): ModelCategory<Model>[] {
  const categories = new Map<string, ModelCategory<Model>>()
  for (const model of models) {
    for (const name of modelCategories(model)) {
      const key = name.toLowerCase()
      const category = categories.get(key) ?? { name, models: [] }
      category.models.push(model)
      categories.set(key, category)
    }
  }
  return [...categories.values()].sort(
    (a, b) => bodyRank(a.name) - bodyRank(b.name) || a.name.localeCompare(b.name, 'en'),
  )
}

export interface ModelLink {
  name: string
  url: string
}

export interface ModelMegaMenu {
  categories: { name: string; url: string; models: ModelLink[] }[]
  /** "Fixed links: Our Stock, Finance (for one brand flag), Contact Us." */
  links: ModelLink[]
}

export const modelPath = (slug: string) => `/models/${slug}`
export const modelsPath = (body?: string) => (body ? `/models?${new URLSearchParams({ body })}` : '/models')

/** The mega-menu of a site's range: its categories with their models, and the fixed links. */
export function modelMegaMenu(
  models: readonly RangeModel[],
  { financeLink }: { financeLink: boolean },
): ModelMegaMenu {
  return {
    categories: groupByCategory(models).map((category) => ({
      name: category.name,
      url: modelsPath(category.name),
      models: category.models.map((model) => ({ name: model.name, url: modelPath(model.slug) })),
    })),
    links: [
      { name: 'Our Stock', url: '/search' },
      ...(financeLink ? [{ name: 'Finance', url: '/finance' }] : []),
      { name: 'Contact Us', url: '/contact' },
    ],
  }
}

export interface FeatureList<Feature> {
  shown: Feature[]
  /** Behind 'Show all features'. */
  more: Feature[]
}

/** "Feature list shows 8 by default": the first eight, the rest behind a disclosure. */
export function featureList<Feature>(
  features: readonly Feature[],
  shown = FEATURES_SHOWN,
): FeatureList<Feature> {
  return { shown: features.slice(0, shown), more: features.slice(shown) }
}

export interface TruncatedDescription {
  /** The whole text when it fits, else its start cut at a word boundary, with '...'. */
  preview: string
  truncated: boolean
}

/**
 * "Feature description is truncated to 600 characters at a word boundary with '...'": the preview is at
 * most 600 characters before the '...', and ends at the end of a word. A single word longer than the limit
 * is cut at the limit, since there is no boundary to cut at.
 */
export function truncateFeatureDescription(
  text: string,
  limit = FEATURE_DESCRIPTION_LIMIT,
): TruncatedDescription {
  const whole = text.trim()
  if (whole.length <= limit) return { preview: whole, truncated: false }
  const head = whole.slice(0, limit)
  // Cut exactly at the limit when it falls between two words; otherwise drop the word it splits.
  const atBoundary = /\s/.test(whole.charAt(limit))
  const lastSpace = head.search(/\s\S*$/)
  const cut = atBoundary ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head
  return { preview: `${cut.trimEnd().replace(/[\s,;:.-]+$/, '')}...`, truncated: true }
}

export interface ModelButton {
  label: string
  href: string
}

/**
 * "'Get a Quote', or 'Register Your Interest' linking to #form-section when the model status is
 * coming_soon." Get a Quote goes to "/models/order-now?model_id={slug}&model_name={name}".
 */
export function modelPrimaryButton(model: RangeModel): ModelButton {
  if (model.status === 'coming_soon') return { label: 'Register Your Interest', href: `#${FORM_SECTION_ID}` }
  return {
    label: 'Get a Quote',
    href: `/models/order-now?${new URLSearchParams({ model_id: model.slug, model_name: model.name })}`,
  }
}

/** "'Book a Test Drive'" to "/book-test-drive?model_id={id}&model={name}". */
export function modelTestDriveButton(model: RangeModel): ModelButton {
  return {
    label: 'Book a Test Drive',
    href: `/book-test-drive?${new URLSearchParams({ model_id: model.slug, model: model.name })}`,
  }
}

/**
 * "a Finance Enquiry button": the finance page, for a new vehicle at this dealership, opened at its form
 * (the finance route's parameters: preferredDealership, car_type; anchor #finance-form).
 */
export function modelFinanceButton(dealershipSlug: string): ModelButton {
  return {
    label: 'Finance Enquiry',
    href: `/finance?${new URLSearchParams({ preferredDealership: dealershipSlug, car_type: 'new' })}#finance-form`,
  }
}

export interface ForSaleLocation {
  primary?: boolean | null
  address?: { city?: string | null; state?: string | null } | null
}

/** "'For sale in {city} {state}'", from the site's primary location (else its first); null without a city. */
export function forSaleIn(locations: readonly ForSaleLocation[]): string | null {
  const location = locations.find((candidate) => candidate.primary) ?? locations[0]
  const city = location?.address?.city?.trim()
  if (!city) return null
  const state = location?.address?.state?.trim()
  return `For sale in ${city}${state ? ` ${state}` : ''}`
}
