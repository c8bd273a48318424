/**
 * Issue 36's "a 1 % feed update is visible in under 2 s": 1 % of the cars (1,000 at 100,000) sent again with
 * a changed price, upserted, and then searched for by that price until every one of them is found.
 */

/** A price no generated car has, so a search for it finds exactly the updated cars. */
export const UPDATED_PRICE = 123_457

/** The first 1 % of the feed's JSON lines, each with its price changed to `UPDATED_PRICE`. */
export function onePercentUpdate(batches: readonly (readonly string[])[], size: number): string[] {
  const count = Math.max(1, Math.round(size / 100))
  return batches
    .flat()
    .slice(0, count)
    .map((line) => JSON.stringify({ ...(JSON.parse(line) as object), price: UPDATED_PRICE }))
}

export const updatedCarsSearch = { q: '*', filter_by: `price:=${UPDATED_PRICE}`, per_page: '0' }

/**
 * Milliseconds from the start of the import call to the first search that finds every updated car (the
 * search is repeated until it does, for an engine that indexes after it answers).
 */
export async function updateVisibleMs(
  lines: readonly string[],
  importLines: (lines: readonly string[]) => Promise<number> | number,
  foundByPrice: () => Promise<number> | number,
): Promise<number> {
  const start = performance.now()
  const failed = await importLines(lines)
  if (failed > 0) throw new Error(`the 1 % update rejected ${failed} lines`)
  while ((await foundByPrice()) < lines.length) {
    if (performance.now() - start > 60_000) throw new Error('the 1 % update was not searchable after 60 s')
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  return performance.now() - start
}
