import { badRequest } from '../errors.ts'

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Bad JSON.')
  }
}
