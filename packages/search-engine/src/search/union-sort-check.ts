import { badRequest } from '../errors.ts'
import { describeKey, type UnionSide } from './union-order.ts'

/** Typesense's checks that a search of a union sorts like the first one, with its messages. */
export function checkSortKeys(first: UnionSide, side: UnionSide): void {
  const describe = (s: UnionSide) => s.keys.map((key) => describeKey(s.collection, key))
  const a = describe(first)
  const b = describe(side)
  const list = (keys: { name: string; type: string }[]) =>
    keys.map((k) => `\`${k.name}: ${k.type}\``).join(', ')
  if (a.length !== b.length) {
    throw badRequest(
      'Expected size of `sort_by` parameter of all searches to be equal. The first union search sorts on ' +
        `{${list(a)}} but the search at index \`${side.index}\` sorts on {${list(b)}}.`,
    )
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.type !== b[i]!.type) {
      throw badRequest(
        `Expected type of \`${b[i]!.name}\` sort_by (${b[i]!.type}) at search index \`${side.index}\` to be the same as ` +
          `the type of \`${a[i]!.name}\` sort_by (${a[i]!.type}) at search index \`0\`.${defaultSortHint(first, side)}`,
      )
    }
    const orderA = first.keys[i]!.desc ? 'DESC' : 'ASC'
    const orderB = side.keys[i]!.desc ? 'DESC' : 'ASC'
    if (orderA !== orderB) {
      throw badRequest(
        `Expected order of \`${b[i]!.name}\` sort_by (${orderB}) at search index \`${side.index}\` to be the same as ` +
          `the order of \`${a[i]!.name}\` sort_by (${orderA}) at search index \`0\`.`,
      )
    }
  }
}

function defaultSortHint(first: UnionSide, side: UnionSide): string {
  const usesDefault = (s: UnionSide) =>
    s.request.params.sortBy.trim() === '' && s.collection.schema.default_sorting_field !== ''
  const here = usesDefault(side)
  const there = usesDefault(first)
  const firstName = first.collection.name
  const name = side.collection.name
  if (here && there) {
    return (
      ` Both \`${name}\` and \`${firstName}\` collections have declared a default sorting field of different type.` +
      ' Since union expects the searches to sort_by on the same type of fields, default sorting fields of the' +
      ' collections should be removed.'
    )
  }
  if (here) {
    return (
      ` \`${name}\` collection has declared a default sorting field of different type. Since union expects the` +
      ' searches to sort_by on the same type of fields, default sorting field of the collection should be removed.'
    )
  }
  if (there) {
    return (
      ` \`${firstName}\` collection has declared a default sorting field of different type. Since union expects` +
      ' the searches to sort_by on the same type of fields, default sorting field of the collection should be removed.'
    )
  }
  return ''
}
