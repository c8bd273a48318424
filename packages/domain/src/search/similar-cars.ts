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

/**
 * "A service returning similar-car ids per slug also exists (a list of ids)": the ids a car carries
 * (`similar_ids`) are the most similar, in their order; the ones the site lists and has in stock come first,
 * ahead of the per-filter queries. At most 10 are asked for, as any one query.
 */
export function similarIdsToAsk(
  similarIds: readonly string[] | null | undefined,
  currentId: string,
): string[] {
  return [...new Set((similarIds ?? []).filter((id) => id && id !== currentId))].slice(
    0,
    SIMILAR_CARS_HITS_PER_QUERY,
  )
}

/** The cars found for the similar ids, in the ids' order (a search answers in its own order). */
export function inIdOrder<Car extends { id: string }>(cars: readonly Car[], ids: readonly string[]): Car[] {
  const rank = new Map(ids.map((id, index) => [id, index]))
  return cars.filter((car) => rank.has(car.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
}
