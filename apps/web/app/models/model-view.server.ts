import { siteModelQuery, siteModelsQuery } from '@forecourt/content/queries'
import type { SiteModelQueryResult, SiteModelsQueryResult } from '@forecourt/content/sanity.types'
import type { Site } from '@forecourt/content/sites'
import {
  COMMERCIAL_BODY,
  featureList,
  forSaleIn,
  hasBody,
  listedModels,
  type ModelButton,
  modelCategories,
  modelFinanceButton,
  modelPath,
  modelPrimaryButton,
  modelTestDriveButton,
  type TruncatedDescription,
  truncateFeatureDescription,
} from '@forecourt/domain/site/model-range'
import type { SanityClient } from '@sanity/client'
import type { ContentImageData } from '~/components/content-image'
import { sanitiseModelHtml } from './sanitise-model-html.server'

export type ModelImage = ContentImageData

/** A model as cards, the mega-menu and the body filter show it. */
export interface ModelSummary {
  id: string
  slug: string
  name: string
  manufacturer: string
  status: 'available' | 'coming_soon'
  manufacturerBody: string | null
  manufacturerBody2: string | null
  manufacturerBody3: string | null
  categories: string[]
  shortDescription: string | null
  href: string
  image: ModelImage | null
}

export interface ModelFeatureView {
  key: string
  title: string
  description: TruncatedDescription & { full: string }
  image: ModelImage | null
}

export interface ModelPageView extends ModelSummary {
  /** Sanitised: safe to render as HTML. */
  descriptionHtml: string
  forSaleIn: string | null
  primaryButton: ModelButton
  testDriveButton: ModelButton
  financeButton: ModelButton
  features: { shown: ModelFeatureView[]; more: ModelFeatureView[] }
}

type StoredImage = SiteModelsQueryResult[number]['image']

function imageView(image: StoredImage, fallbackAlt: string): ModelImage | null {
  if (!image?.url) return null
  return {
    url: image.url,
    alt: image.alt ?? fallbackAlt,
    width: image.width ?? 800,
    height: image.height ?? 600,
  }
}

function summaryView(model: SiteModelsQueryResult[number]): ModelSummary | null {
  if (!model.slug || !model.name) return null
  const manufacturer = model.manufacturer ?? ''
  const summary = {
    id: model.id,
    slug: model.slug,
    name: model.name,
    manufacturer,
    status: model.status === 'coming_soon' ? ('coming_soon' as const) : ('available' as const),
    manufacturerBody: model.manufacturerBody,
    manufacturerBody2: model.manufacturerBody2,
    manufacturerBody3: model.manufacturerBody3,
    shortDescription: model.shortDescription,
    href: modelPath(model.slug),
    image: imageView(model.image, `${manufacturer} ${model.name}`.trim()),
  }
  return { ...summary, categories: modelCategories(summary) }
}

const siteIdsOf = (site: Site) => {
  const groupId = site.kind === 'dealer' ? site.content.group?.id : undefined
  return [site.content.id, ...(groupId ? [groupId] : [])]
}

/** The models the site lists, in range order: its own and its group's, only Commercial ones when flagged. */
export async function siteModelRange(client: SanityClient, site: Site): Promise<ModelSummary[]> {
  const models = await client.fetch(siteModelsQuery, { siteIds: siteIdsOf(site) })
  const summaries = models.map(summaryView).filter((model): model is ModelSummary => model !== null)
  return listedModels(summaries, { commercialOnly: site.settings.commercialModelsOnly })
}

function featureView(
  feature: NonNullable<NonNullable<SiteModelQueryResult>['features']>[number],
  modelTitle: string,
): ModelFeatureView | null {
  if (!feature.title) return null
  const full = feature.description?.trim() ?? ''
  return {
    key: feature._key,
    title: feature.title,
    description: { full, ...truncateFeatureDescription(full) },
    image: imageView(feature.image, `${modelTitle}: ${feature.title}`),
  }
}

/** One model's intro page, or null when the site does not list it (not sold here, or hidden by a flag). */
export async function siteModelPage(
  client: SanityClient,
  site: Site,
  slug: string,
): Promise<ModelPageView | null> {
  const model = await client.fetch(siteModelQuery, { siteIds: siteIdsOf(site), slug })
  const summary = model ? summaryView(model) : null
  if (!model || !summary) return null
  if (site.settings.commercialModelsOnly && !hasBody(summary, COMMERCIAL_BODY)) return null
  const title = `${summary.manufacturer} ${summary.name}`.trim()
  const features = (model.features ?? [])
    .map((feature) => featureView(feature, title))
    .filter((feature): feature is ModelFeatureView => feature !== null)
  return {
    ...summary,
    descriptionHtml: sanitiseModelHtml(model.descriptionHtml),
    forSaleIn: forSaleIn(site.content.locations),
    primaryButton: modelPrimaryButton(summary),
    testDriveButton: modelTestDriveButton(summary),
    financeButton: modelFinanceButton(site.content.slug ?? ''),
    features: featureList(features),
  }
}
