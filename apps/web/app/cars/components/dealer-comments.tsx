import type { DealerComments as Comments } from '@forecourt/domain/vehicle-page/comments'
import { DEALER_COMMENTS_PENDING } from '@forecourt/domain/vehicle-page/comments'
import { ServerRendered } from '~/components/server-rendered'

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-3">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs may repeat; their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

/**
 * Dealer comments: paragraphs split on '|', a 400-character preview with 'Read more' (a disclosure that
 * needs no script; the preview hides once it is open), the pending message when there are none.
 */
export function DealerComments({ carId, comments }: { carId: string; comments: Comments }) {
  return (
    <ServerRendered
      as="section"
      of={carId}
      aria-labelledby="dealer-comments"
      className="car-section group/comments"
    >
      <h2 id="dealer-comments" className="car-section-heading">
        Dealer Comments
      </h2>
      {comments.pending ? (
        <p className="text-ink-muted">{DEALER_COMMENTS_PENDING}</p>
      ) : comments.truncated ? (
        <>
          <div className="group-has-[details[open]]/comments:hidden">
            <Paragraphs paragraphs={comments.preview} />
          </div>
          <details className="group">
            <summary className="mt-2 inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline">
              <span className="group-open:hidden">Read more</span>
              <span className="hidden group-open:inline">Show less</span>
            </summary>
            <Paragraphs paragraphs={comments.paragraphs} />
          </details>
        </>
      ) : (
        <Paragraphs paragraphs={comments.paragraphs} />
      )}
    </ServerRendered>
  )
}
