import type { SitePageQueryResult } from '@forecourt/content/sanity.types'
import { safeHref } from '@forecourt/domain/site/safe-href'
import type { ReactNode } from 'react'

type Block = NonNullable<NonNullable<SitePageQueryResult>['body']>[number]

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

/**
 * Portable text as the page Studio edits it: paragraphs, two heading levels, bullet and numbered lists,
 * bold, italic and links. Content never becomes HTML, and a link whose address is not http(s), mailto,
 * tel or a site path renders as plain text.
 */
export function PortableText({ blocks }: { blocks: readonly Block[] }) {
  const output: ReactNode[] = []
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] as Block
    if (block.listItem) {
      const items: Block[] = []
      while (index < blocks.length && blocks[index]?.listItem === block.listItem)
        items.push(blocks[index++] as Block)
      index--
      const List = block.listItem === 'number' ? 'ol' : 'ul'
      output.push(
        <List key={block._key} className={`${List === 'ol' ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
          {items.map((item) => (
            <li key={item._key}>
              <Spans block={item} />
            </li>
          ))}
        </List>,
      )
    } else if (block.style === 'h2') {
      output.push(
        <h2 key={block._key} className="pt-4 text-2xl font-bold">
          <Spans block={block} />
        </h2>,
      )
    } else if (block.style === 'h3') {
      output.push(
        <h3 key={block._key} className="pt-2 text-xl font-semibold">
          <Spans block={block} />
        </h3>,
      )
    } else {
      output.push(
        <p key={block._key}>
          <Spans block={block} />
        </p>,
      )
    }
  }
  return <div className="space-y-4 text-lg">{output}</div>
}

function Spans({ block }: { block: Block }) {
  const links = new Map((block.markDefs ?? []).map((mark) => [mark._key, mark.href]))
  return (
    <>
      {(block.children ?? []).map((span) => {
        let node: ReactNode = span.text ?? ''
        for (const mark of span.marks ?? []) {
          if (mark === 'strong') node = <strong>{node}</strong>
          else if (mark === 'em') node = <em>{node}</em>
          else if (links.has(mark)) {
            const href = safeHref(links.get(mark), LINK_SCHEMES)
            if (href)
              node = (
                <a href={href} className="font-semibold text-brand underline">
                  {node}
                </a>
              )
          }
        }
        return <span key={span._key}>{node}</span>
      })}
    </>
  )
}
