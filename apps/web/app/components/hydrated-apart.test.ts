import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BOUNDARIES_IN_PLACE } from '~/document/render-document'
import { HydratedApart } from './hydrated-apart'

/** A page whose second part, in a HydratedApart, ends well past React's 12,800 bytes. */
function page() {
  const cards = Array.from({ length: 200 }, (_, index) =>
    createElement('li', { key: index }, `Car number ${index}`),
  )
  return createElement('main', null, [
    createElement('h1', { key: 'h' }, 'Our Stock'),
    createElement(
      'div',
      { key: 'a' },
      HydratedApart({ children: createElement('p', null, 'x'.repeat(13_000)) }),
    ),
    createElement('div', { key: 'b' }, HydratedApart({ children: createElement('ul', null, cards) })),
  ])
}

function render(options: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page(), {
      ...options,
      onAllReady() {
        const body = new PassThrough()
        text(body).then(resolve, reject)
        pipe(body)
      },
      onShellError: reject,
    })
  })
}

describe('HydratedApart on the server', () => {
  it('leaves every part in place in the HTML, so the page is whole without JavaScript', async () => {
    const html = await render(BOUNDARIES_IN_PLACE)
    // Each part between React's markers for a finished boundary, in page order, with no script to move it.
    expect(html).toMatch(
      /<h1>Our Stock<\/h1><div><!--\$--><p>x{13000}<\/p><!--\/\$--><\/div><div><!--\$--><ul><li>Car number 0<\/li>/,
    )
    expect(html).toContain('<li>Car number 199</li></ul><!--/$--></div></main>')
    expect(html).not.toContain('<template')
    expect(html).not.toContain('<script')
  })

  it("would be moved behind a script with React's default chunk size", async () => {
    const html = await render({})
    expect(html).toContain('<template id="B:')
    expect(html).toContain('<script')
  })
})
