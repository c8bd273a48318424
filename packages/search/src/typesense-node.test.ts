import { describe, expect, it } from 'vitest'
import { typesenseNode } from './typesense-node.ts'

describe('typesenseNode', () => {
  it('reads host, default port, protocol and path from a node URL', () => {
    expect(typesenseNode('https://search.example.com/ts/')).toEqual({
      host: 'search.example.com',
      port: 443,
      protocol: 'https',
      path: '/ts',
    })
    expect(typesenseNode('http://127.0.0.1:8108')).toEqual({
      host: '127.0.0.1',
      port: 8108,
      protocol: 'http',
      path: '',
    })
  })

  it('resolves the embedded engine path against the website origin', () => {
    expect(typesenseNode(new URL('/typesense', 'http://harbourside.localhost:3000/search'))).toMatchObject({
      host: 'harbourside.localhost',
      port: 3000,
      path: '/typesense',
    })
  })
})
