/** Typos allowed for a query token: none under `min_len_1typo`, one under `min_len_2typo`, else two. */
export function typoBudget(
  token: string,
  minLen1typo: number,
  minLen2typo: number,
  enableNumerical: boolean,
  enableAlphaNumerical: boolean,
): number {
  if (!enableAlphaNumerical && /[^a-z0-9]/i.test(token)) return 0
  if (!enableNumerical && /^\d+$/.test(token)) return 0
  if (token.length < minLen1typo) return 0
  if (token.length < minLen2typo) return 1
  return 2
}
