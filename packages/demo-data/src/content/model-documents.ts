import { demoDealers, demoGroups } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'
import { imageField } from './image-assets.ts'
import { modelFeatureImageFile, modelImageFile } from './model-media.ts'
import type { DemoModel } from './models.ts'

function websiteId(slug: string): string {
  if (demoDealers.some((dealer) => dealer.slug === slug)) return `dealer-${slug}`
  if (demoGroups.some((group) => group.slug === slug)) return `dealerGroup-${slug}`
  throw new Error(`Model names an unknown website ${slug}`)
}

const bodyFields = ['manufacturerBody', 'manufacturerBody2', 'manufacturerBody3'] as const

export function modelDocument(model: DemoModel): ContentDocument {
  if (model.bodies.length === 0 || model.bodies.length > bodyFields.length)
    throw new Error(`Model ${model.slug} needs one to three body types`)
  const title = `${model.manufacturer} ${model.name}`
  return {
    _id: `model-${model.slug}`,
    _type: 'model',
    name: model.name,
    slug: slugOf(model.slug),
    manufacturer: model.manufacturer,
    status: model.status,
    ...Object.fromEntries(model.bodies.map((body, index) => [bodyFields[index], body])),
    image: imageField(modelImageFile(model), title),
    orderRank: model.orderRank,
    shortDescription: model.shortDescription,
    descriptionHtml: model.descriptionHtml,
    features: model.features.map((feature, index) => ({
      _type: 'modelFeature',
      _key: `feature-${index + 1}`,
      title: feature.title,
      description: feature.description,
      image: imageField(
        modelFeatureImageFile(model, feature),
        `${title}, ${feature.view.replaceAll('-', ' ')} view`,
      ),
    })),
    websites: model.websites.map((slug) => ({ ...reference(websiteId(slug)), _key: slug })),
  }
}
