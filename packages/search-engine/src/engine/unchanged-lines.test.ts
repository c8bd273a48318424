import { describe, expect, it } from 'vitest'
import { SearchEngine } from '../engine.ts'
import { lineHash, UnchangedLines } from './unchanged-lines.ts'

const schema = {
  name: 'cars',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'price', type: 'int32' },
  ],
}

const car = (id: string, price: number) => JSON.stringify({ id, title: `Car ${id}`, price })

function engineWith(lines: string[]): SearchEngine {
  const engine = new SearchEngine()
  engine.createCollection(schema)
  engine.importDocuments('cars', lines, { action: 'upsert' })
  return engine
}

describe('re-imported unchanged lines (a feed sent again)', () => {
  it('answers success for each, returns the stored document, and the cars stay searchable', () => {
    const lines = [car('a', 100), car('b', 200)]
    const engine = engineWith(lines)
    const results = engine.importDocuments('cars', lines, { action: 'upsert', returnDoc: true })
    expect(results).toEqual([
      { success: true, document: { id: 'a', title: 'Car a', price: 100 } },
      { success: true, document: { id: 'b', title: 'Car b', price: 200 } },
    ])
    expect(engine.search('cars', { q: '*', filter_by: 'price:>=100' }).found).toBe(2)
  })

  it('applies the same line again after another write changed its document', () => {
    const engine = engineWith([car('a', 100)])
    engine.writeDocument('cars', { id: 'a', price: 150 }, { action: 'update' })
    engine.importDocuments('cars', [car('a', 100)], { action: 'upsert' })
    expect(engine.getDocument('cars', 'a')).toEqual({ id: 'a', title: 'Car a', price: 100 })
  })

  it('brings back a deleted document sent again', () => {
    const engine = engineWith([car('a', 100)])
    engine.deleteDocument('cars', 'a')
    engine.importDocuments('cars', [car('a', 100)], { action: 'upsert' })
    expect(engine.getDocument('cars', 'a')).toEqual({ id: 'a', title: 'Car a', price: 100 })
  })

  it('still refuses the same line under create, as an existing id', () => {
    const engine = engineWith([car('a', 100)])
    const [result] = engine.importDocuments('cars', [car('a', 100)], { action: 'create' })
    expect(result).toMatchObject({ success: false, code: 409 })
  })

  it('adds a new document each time for a line without an id', () => {
    const line = JSON.stringify({ title: 'No id', price: 5 })
    const engine = engineWith([line])
    engine.importDocuments('cars', [line], { action: 'upsert' })
    expect(engine.search('cars', { q: '*', filter_by: 'price:=5' }).found).toBe(2)
  })

  it('checks the line again under a stricter dirty_values', () => {
    const line = JSON.stringify({ id: 'a', title: 'Car a', price: '100' })
    const engine = new SearchEngine()
    engine.createCollection(schema)
    engine.importDocuments('cars', [line], { action: 'upsert', dirtyValues: 'coerce_or_reject' })
    const [result] = engine.importDocuments('cars', [line], { action: 'upsert', dirtyValues: 'reject' })
    expect(result).toMatchObject({ success: false, code: 400 })
  })

  it('knows a line sent as text when it comes again as the bytes of a request body, and the reverse', () => {
    const line = JSON.stringify({ id: 'c', title: 'Café racer – 750 cc', price: 300 })
    const engine = engineWith([line])
    const again = engine.importDocuments('cars', [Buffer.from(line)], { action: 'upsert', returnDoc: true })
    expect(again).toEqual([{ success: true, document: JSON.parse(line) }])
    const changed = Buffer.from(line.replace('300', '310'))
    engine.importDocuments('cars', [changed], { action: 'upsert' })
    expect(engine.getDocument('cars', 'c')).toMatchObject({ price: 310 })
    expect(lineHash(changed)).toBe(lineHash(changed.toString('utf8')))
  })

  it('hashes texts that differ by one character differently', () => {
    expect(lineHash(car('a', 100))).not.toBe(lineHash(car('a', 101)))
    expect(lineHash(car('a', 100))).toBe(lineHash(car('a', 100)))
  })
})

describe('what is remembered', () => {
  it('keeps one line per car: a changed car forgets its earlier line and the document it replaced', () => {
    const remembered = new UnchangedLines()
    for (const price of [100, 110, 120]) {
      remembered.remember(car('a', price), { id: 'a', title: 'Car a', price }, 'coerce_or_reject')
    }
    remembered.remember(car('b', 100), { id: 'b', title: 'Car b', price: 100 }, 'coerce_or_reject')
    // A feed of two cars, one of which changed twice: two lines, not four.
    expect(remembered.size).toBe(2)
  })
})
