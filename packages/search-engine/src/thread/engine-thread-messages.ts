import type { ApiKeyConfig } from '../auth/api-keys.ts'
import type { PlainAnswer, PlainRequest } from '../http/plain-exchange.ts'

/** What the engine's thread is started with. */
export interface EngineThreadData {
  host: string
  apiKeys: ApiKeyConfig[]
  dataDir?: string
}

export type ToThread = { type: 'request'; id: number; request: PlainRequest } | { type: 'close' }

export type FromThread =
  | { type: 'ready'; port: number }
  | { type: 'answer'; id: number; answer: PlainAnswer }
  | { type: 'failed'; id: number; message: string }
  | { type: 'closed'; error?: string }
