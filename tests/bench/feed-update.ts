/**
 * Issue 36's "a 1 % feed update is visible in under 2 s": 1 % of the cars (1,000 at 100,000) sent again with
 * a changed price, upserted, and then searched for by that price until every one of them is found.
 */

/** A price no generated car has, so a search for it finds exactly the updated cars. */
export const UPDATED_PRICE = 123_457

/** The first 1 % of the feed's JSON lines, each with its price changed to `price`. */
export function onePercentUpdate(
  batches: readonly (readonly string[])[],
  size: number,
  price = UPDATED_PRICE,
): string[] {
  const count = Math.max(1, Math.round(size / 100))
  return batches
    .flat()
    .slice(0, count)
    .map((line) => JSON.stringify({ ...(JSON.parse(line) as object), price }))
}

/**
 * The whole feed again, as `stock:ingest` sends it, with its first 1 % of cars at a price of their own
 * (`UPDATED_PRICE + 1`, so it is told apart from the 1 % update before it): the other 99 % unchanged.
 */
export function wholeFeedUpdate(batches: readonly (readonly string[])[], size: number): string[][] {
  const changed = onePercentUpdate(batches, size, UPDATED_PRICE + 1)
  let index = 0
  return batches.map((batch) => batch.map((line) => (index < changed.length ? changed[index++]! : line)))
}

export const updatedCarsSearch = (price = UPDATED_PRICE) => ({
  q: '*',
  filter_by: `price:=${price}`,
  per_page: '0',
})

/**
 * Milliseconds from the start of the import (batch after batch, upserted) to the first search that finds
 * the `expected` updated cars (repeated until it does, for an engine that indexes after it answers).
 */
export async function updateVisibleMs(
  batches: readonly (readonly string[])[],
  expected: number,
  importLines: (lines: readonly string[]) => Promise<number> | number,
  foundByPrice: () => Promise<number> | number,
): Promise<number> {
  const start = performance.now()
  let failed = 0
  for (const batch of batches) failed += await importLines(batch)
  if (failed > 0) throw new Error(`the update rejected ${failed} lines`)
  while ((await foundByPrice()) < expected) {
    if (performance.now() - start > 60_000) throw new Error('the 1 % update was not searchable after 60 s')
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  return performance.now() - start
}
