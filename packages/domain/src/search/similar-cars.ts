/**
 * Similar cars (spec, forms document section 9): "at most 6 shown, 10 hits per query. The price window is
 * plus or minus 10000 when the price is under 50000, otherwise plus or minus 25000. The filter is
 * status=in_stock."
 */

export const SIMILAR_CARS_SHOWN = 6
export const SIMILAR_CARS_HITS_PER_QUERY = 10

export function similarCarsPriceWindow(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000
  return { min: Math.max(0, price - spread), max: price + spread }
}

/** Merges the results of the per-filter queries in order, without repeats or the car itself, up to 6. */
export function pickSimilarCars<Car extends { id: string }>(
  resultLists: readonly (readonly Car[])[],
  currentId: string,
): Car[] {
  const picked: Car[] = []
  const seen = new Set([currentId])
  for (const list of resultLists) {
    for (const car of list) {
      if (seen.has(car.id)) continue
      seen.add(car.id)
      picked.push(car)
      if (picked.length === SIMILAR_CARS_SHOWN) return picked
    }
  }
  return picked
}
