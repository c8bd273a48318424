import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServerMarkup } from './server-markup'
import { RenderedAsOneString, ServerRendered } from './server-rendered'

const children = () => [
  createElement('h2', { key: 'h' }, 'Specifications'),
  createElement('p', { key: 'p' }, 'Body: ', 'SUV'),
]
const plain = createElement('section', { className: 'car-section' }, children())
const part = createElement(
  ServerRendered,
  { as: 'section', of: 'car-1', className: 'car-section' },
  children(),
)

describe('ServerRendered on the server', () => {
  it('renders its element and children as any element would, so the HTML is unchanged', () => {
    expect(renderToString(part)).toBe(renderToString(plain))
  })

  it("renders its children on their own with the page's markup function, to the same HTML", () => {
    const page = createElement(ServerMarkup, { value: renderToString }, part)
    expect(renderToString(page)).toBe(renderToString(plain))
  })

  it("writes what the page's markup function answers for the children, inside the element", () => {
    const rendered: string[] = []
    const markup = (node: Parameters<typeof renderToString>[0]) => {
      rendered.push(renderToString(node))
      return '<p>as one string</p>'
    }
    const page = createElement(ServerMarkup, { value: markup }, part)
    expect(renderToString(page)).toBe('<section class="car-section"><p>as one string</p></section>')
    expect(rendered).toEqual(['<h2>Specifications</h2><p>Body: <!-- -->SUV</p>'])
  })
})

describe('RenderedAsOneString on the server', () => {
  const list = (items: string[]) =>
    items.map((item) => createElement('li', { key: item }, createElement('label', null, item, ' ', 3)))

  it("renders its children with the page's markup function, to the HTML the stream would write", () => {
    const plainList = createElement('ul', { className: 'facet-list' }, list(['Ford', 'Kia']))
    const asOne = createElement(
      RenderedAsOneString,
      { as: 'ul', className: 'facet-list' },
      list(['Ford', 'Kia']),
    )
    const rendered: string[] = []
    const markup = (node: Parameters<typeof renderToString>[0]) => {
      const html = renderToString(node)
      rendered.push(html)
      return html
    }
    expect(renderToString(createElement(ServerMarkup, { value: markup }, asOne))).toBe(
      renderToString(plainList),
    )
    expect(rendered).toEqual([
      '<li><label>Ford<!-- --> <!-- -->3</label></li><li><label>Kia<!-- --> <!-- -->3</label></li>',
    ])
  })

  it('is the element with its children where there is no markup function (the browser)', () => {
    const asOne = createElement(RenderedAsOneString, { as: 'ul', className: 'facet-list' }, list(['Ford']))
    expect(renderToString(asOne)).toBe(
      '<ul class="facet-list"><li><label>Ford<!-- --> <!-- -->3</label></li></ul>',
    )
  })
})
