import { describe, expect, it } from 'vitest'
import { catalogue } from '../stock/catalogue.ts'
import { demoDealers } from '../tenants.ts'
import { demoSearchVocabularies, searchVocabularyDocuments } from './search-vocabularies.ts'

describe("the demo groups' search vocabularies", () => {
  it('gives each group one vocabulary at its fixed id', () => {
    expect(searchVocabularyDocuments().map((document) => document._id)).toEqual([
      'searchVocabulary-dealerGroup-southern-cross-group',
      'searchVocabulary-dealerGroup-volkswagen-dealer-network',
      'searchVocabulary-dealerGroup-independent-dealers',
    ])
  })

  it("means makes, models and bodies the group's own dealers stock", () => {
    for (const [group, synonyms] of Object.entries(demoSearchVocabularies)) {
      const dealers = demoDealers.filter((dealer) => dealer.groupSlug === group)
      const stocked = catalogue.filter((entry) =>
        dealers.some((dealer) => dealer.kinds.includes(entry.kind) && dealer.makes.includes(entry.make)),
      )
      for (const synonym of synonyms) {
        const label = `${group}: ${synonym.words.join(', ')}`
        if (synonym.make)
          expect(
            stocked.map((entry) => entry.make),
            label,
          ).toContain(synonym.make)
        if (synonym.model) {
          expect(
            stocked.filter((entry) => entry.make === synonym.make).map((entry) => entry.model),
            label,
          ).toContain(synonym.model)
        }
        if (synonym.body)
          expect(
            stocked.map((entry) => entry.body),
            label,
          ).toContain(synonym.body)
      }
    }
  })

  it("has 'troopy' for the Southern Cross group", () => {
    const troopy = demoSearchVocabularies['southern-cross-group']?.find((synonym) =>
      synonym.words.includes('troopy'),
    )
    expect(troopy).toMatchObject({ make: 'Toyota', model: 'LandCruiser 70' })
  })
})
