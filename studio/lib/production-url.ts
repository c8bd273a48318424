import type { DocumentPluginOptions } from 'sanity'
import { type PreviewableDocument, previewTarget, websiteOrigin } from './preview-url.ts'
import { studioApiVersion } from './project.ts'

const websiteQuery = `*[_id == $id][0]{ "slug": slug.current, domains }`

/**
 * The document pane's "Open preview": the published page the document drives on its website. The
 * embedded content source serves published content only, so a draft shows once it is published.
 */
export const productionUrl: DocumentPluginOptions['productionUrl'] = async (previous, context) => {
  const target = previewTarget(context.document as PreviewableDocument)
  if (!target) return previous
  const website = await context
    .getClient({ apiVersion: studioApiVersion })
    .fetch<{ slug?: string | null; domains?: string[] | null } | null>(websiteQuery, { id: target.websiteId })
  const origin = website && websiteOrigin(website, process.env.SANITY_STUDIO_DEV_SITE_ORIGIN || undefined)
  return origin ? `${origin}${target.path}` : previous
}
