import { enAuNumber } from '../australia/number-format.ts'
/**
 * "One per model" (issue 20): a view of the results where each make and model shows once, as its best car
 * in the search's order, with a link to the rest of that model's cars ("12 more like this"). It is a
 * per-site setting (`onePerModelView`, on for group portals whose dealers list many cars of one model),
 * and a state of the URL like any refinement:
 *
 *   /search?body=SUV&view=model&page=2      SUVs, one card per model, the second page of models
 *
 * `view` is 'model' or absent (every car, one card each); any other value means every car, and a site
 * without the setting ignores it (the server redirects to the address without it). Pages count models.
 * Plain code, as the rest of the URL state: the browser parses every address it moves to.
 */

export const VIEW_PARAM = 'view'

/** 'all': a card per car (the default); 'model': a card per make and model. */
export type ResultsLayout = 'all' | 'model'

export const DEFAULT_LAYOUT: ResultsLayout = 'all'

export function parseResultsLayout(text: string | null | undefined): ResultsLayout {
  return text === 'model' ? 'model' : DEFAULT_LAYOUT
}

/** The two views as the results page offers them, in order. */
export const layoutOptions: readonly { value: ResultsLayout; label: string }[] = [
  { value: 'all', label: 'All cars' },
  { value: 'model', label: 'One per model' },
]

/**
 * The link under a model's card to the rest of its cars: "12 more like this", "1 more like this"; null
 * when the card is the model's only car. `found` is how many cars the model has in the search.
 */
export function moreLikeThisLabel(found: number): string | null {
  const more = Math.floor(found) - 1
  return more > 0 ? `${enAuNumber.format(more)} more like this` : null
}

const plural = (count: number, one: string, many: string) =>
  `${enAuNumber.format(count)} ${count === 1 ? one : many}`

/** The count above the results: '24 vehicles', or '24 models' one per model. */
export function resultCountLabel(count: number, layout: ResultsLayout): string {
  return layout === 'model' ? plural(count, 'model', 'models') : plural(count, 'vehicle', 'vehicles')
}

/** The filters drawer's button: the spec's 'Show Me 24 cars', or 'Show Me 24 models' one per model. */
export function showMeLabel(count: number, layout: ResultsLayout): string {
  return `Show Me ${layout === 'model' ? plural(count, 'model', 'models') : plural(count, 'car', 'cars')}`
}
