// @vitest-environment jsdom
import { act, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { ServerRendered } from './server-rendered'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

describe('ServerRendered in the browser', () => {
  it("keeps the server's HTML while hydrating without rendering the children, and renders them for another key", async () => {
    let rendered = 0
    const Specs = ({ body }: { body: string }) => {
      rendered++
      return createElement('p', null, `Body: ${body}`)
    }
    const page = (of: string, body: string) =>
      createElement(
        ServerRendered,
        { as: 'section', of, className: 'car-section' },
        createElement(Specs, { body }),
      )
    const container = document.createElement('div')
    container.innerHTML = '<section class="car-section"><p>Body: SUV</p></section>'
    const server = container.querySelector('p')
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page('car-1', 'SUV'))
    })
    expect(rendered).toBe(0)
    expect(container.querySelector('p')).toBe(server)
    expect(container.innerHTML).toBe('<section class="car-section"><p>Body: SUV</p></section>')

    await act(async () => root?.render(page('car-2', 'Ute')))
    expect(rendered).toBeGreaterThan(0)
    expect(container.innerHTML).toBe('<section class="car-section"><p>Body: Ute</p></section>')
  })
})
