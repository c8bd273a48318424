import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServerRendered } from './server-rendered'

describe('ServerRendered on the server', () => {
  it('renders its element and children as any element would, so the HTML is unchanged', () => {
    const part = createElement(ServerRendered, { as: 'section', of: 'car-1', className: 'car-section' }, [
      createElement('h2', { key: 'h' }, 'Specifications'),
      createElement('p', { key: 'p' }, 'Body: SUV'),
    ])
    const plain = createElement('section', { className: 'car-section' }, [
      createElement('h2', { key: 'h' }, 'Specifications'),
      createElement('p', { key: 'p' }, 'Body: SUV'),
    ])
    expect(renderToString(part)).toBe(renderToString(plain))
  })
})
