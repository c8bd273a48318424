import type { SynonymMeaning } from '@forecourt/domain/search-words/context'
import { searchVocabularyId } from '@forecourt/domain/site/website-singletons'
import { groupId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'

/**
 * Each demo group's own words for the plain-words search (Studio: a group's Search vocabulary): nicknames
 * Australian shoppers use for what the group stocks. The demo stock has no LandCruiser Troop Carrier
 * model of its own, so 'troopy' means the LandCruiser 70 it is built on.
 */
export const demoSearchVocabularies: Record<string, (SynonymMeaning & { words: string[] })[]> = {
  'southern-cross-group': [
    { words: ['troopy', 'troopie', 'troop carrier'], make: 'Toyota', model: 'LandCruiser 70' },
    { words: ['lc70', 'seventy series', '70 series'], make: 'Toyota', model: 'LandCruiser 70' },
    { words: ['lc300', '300 series'], make: 'Toyota', model: 'LandCruiser 300' },
    { words: ['patty'], make: 'Nissan', model: 'Patrol' },
    { words: ['rav'], make: 'Toyota', model: 'RAV4' },
    { words: ['workhorse', 'work ute'], body: 'Ute', fuel: 'Diesel' },
  ],
  'volkswagen-dealer-network': [
    { words: ['kombi'], make: 'Volkswagen', model: 'Multivan' },
    { words: ['vw ute'], make: 'Volkswagen', model: 'Amarok' },
    { words: ['roc'], make: 'Volkswagen', model: 'T-Roc' },
  ],
  'independent-dealers': [
    { words: ['hog', 'harley davo'], make: 'Harley-Davidson' },
    { words: ['tray truck', 'tray top truck'], body: 'Cab Chassis' },
    { words: ['goldie'], make: 'Honda', model: 'Gold Wing' },
  ],
}

export function searchVocabularyDocuments(): ContentDocument[] {
  return Object.entries(demoSearchVocabularies).map(([groupSlug, synonyms]) => ({
    _id: searchVocabularyId(groupId(groupSlug)),
    _type: 'searchVocabulary',
    group: reference(groupId(groupSlug)),
    synonyms: synonyms.map((synonym, index) => ({
      _key: `synonym-${index + 1}`,
      _type: 'searchSynonym',
      ...synonym,
    })),
  }))
}
