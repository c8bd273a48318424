import { type SiteAnalytics, tagBootstrapScript } from '@forecourt/domain/analytics/tag'
import { useContext } from 'react'
import { UNSAFE_FrameworkContext } from 'react-router'

/**
 * The dealer's tag (docs/decisions/057-analytics-data-layer-and-tag.md): a classic inline script with the
 * response's CSP nonce, as React Router gives its own (the nonce is known while the server renders; in the
 * browser the element is kept as hydration finds it and never runs again). Nothing without a tag.
 */
export function AnalyticsTag({ analytics }: { analytics: SiteAnalytics }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce
  const { tag } = analytics
  if (!tag) return null
  return (
    <script
      nonce={nonce}
      data-analytics-bootstrap={tag.kind}
      // The browser hides a nonce from the DOM once parsed, so the client's render never matches it.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from ids that matched their patterns
      dangerouslySetInnerHTML={{ __html: tagBootstrapScript({ ...analytics, tag }) }}
    />
  )
}
