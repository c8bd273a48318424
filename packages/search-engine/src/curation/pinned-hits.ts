import { badRequest } from '../errors.ts'
import { splitTrimmed } from '../filter/split-values.ts'

/** `pinned_hits=id1:1,id2:4` as position → ids, positions ascending (Typesense's `parse_pinned_hits`). */
export function parsePinnedHits(text: string): Map<number, string[]> {
  const pinned = new Map<number, string[]>()
  for (const part of splitTrimmed(text, ',')) {
    const colon = part.lastIndexOf(':')
    if (colon <= 0) throw badRequest('Pinned hits are not in expected format.')
    const id = part.slice(0, colon)
    const position = part.slice(colon + 1)
    if (position === '' || !/^\d+$/.test(position))
      throw badRequest('Pinned hits are not in expected format.')
    const value = Number(position)
    if (value === 0) throw badRequest('Pinned hits must start from position 1.')
    pinned.set(value, [...(pinned.get(value) ?? []), id])
  }
  return new Map([...pinned.entries()].sort((a, b) => a[0] - b[0]))
}

/** `hidden_hits=id1,id2`. */
export function parseHiddenHits(text: string): string[] {
  return splitTrimmed(text, ',')
}
