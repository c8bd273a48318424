import type { Random } from '../random.ts'

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function randomChars(random: Random, alphabet: string, length: number): string {
  let text = ''
  for (let i = 0; i < length; i++) text += alphabet[random.int(0, alphabet.length - 1)]
  return text
}

/** `2024-toyota-hilux-sr5-4x4-ab12cd`: the name plus a random suffix that keeps it unique. */
export function vehicleSlug(name: string, random: Random): string {
  return `${slugify(name)}-${randomChars(random, LOWER_ALPHANUMERIC, 6)}`
}

/** Two-letter dealer prefix from the dealer's slug: `southern-cross-motors` -> `SC`. */
export function stockPrefix(dealerSlug: string): string {
  const words = dealerSlug.split('-')
  return `${words[0]?.[0] ?? 'X'}${words[1]?.[0] ?? words[0]?.[1] ?? 'X'}`.toUpperCase()
}
