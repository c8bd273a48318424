import * as z from 'zod'
import { DEFAULT_LAYOUT, type ResultsLayout, VIEW_PARAM } from './one-per-model.ts'

/**
 * The view a request asks for (issue 20), checked with Zod on the server, on the rule `search-one-per-model`
 * writes down for both sides: 'model', or every car for anything else (never an error).
 */
export const viewParamSchema = z.enum(['all', 'model']).catch(DEFAULT_LAYOUT)

/** The view a request asks for, on a site that offers one per model; every car on any other. */
export function layoutFromRequest(params: URLSearchParams, offered: boolean): ResultsLayout {
  return offered ? viewParamSchema.parse(params.get(VIEW_PARAM)) : DEFAULT_LAYOUT
}
