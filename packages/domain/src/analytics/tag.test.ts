import { describe, expect, it } from 'vitest'
import {
  CONSENT_ASKING_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  type SiteAnalytics,
  tagBootstrapScript,
  tagScriptSource,
} from './tag.ts'

describe("a dealer's analytics tag", () => {
  it("loads Google's script for the tag", () => {
    expect(tagScriptSource({ kind: 'gtm', id: 'GTM-AB12CD' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    )
    expect(tagScriptSource({ kind: 'ga4', id: 'G-XYZ9876' })).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-XYZ9876',
    )
  })
})

/** Runs the bootstrap script against a fake page: what it pushes, what it adds to <head>, what it keeps. */
function runBootstrap(
  analytics: SiteAnalytics & { tag: NonNullable<SiteAnalytics['tag']> },
  stored?: string,
) {
  const storage = new Map<string, string>(stored ? [[CONSENT_STORAGE_KEY, stored]] : [])
  const added: Record<string, string | boolean | undefined>[] = []
  const rootAttributes = new Set<string>()
  const window = {
    dataLayer: undefined as unknown[] | undefined,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    forecourtAnalytics: undefined as undefined | { grant(): void; deny(): void },
  }
  const document = {
    currentScript: { nonce: 'N0NCE' },
    documentElement: {
      setAttribute: (name: string) => rootAttributes.add(name),
      removeAttribute: (name: string) => rootAttributes.delete(name),
    },
    createElement: () => {
      const element: Record<string, string | boolean> & { setAttribute?: unknown } = {}
      element.setAttribute = (name: string, value: string) => {
        element[name] = value
      }
      return element
    },
    head: { appendChild: (element: Record<string, string | boolean | undefined>) => added.push(element) },
  }
  new Function('window', 'document', tagBootstrapScript(analytics))(window, document)
  const layer = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? [...entry] : entry))
  const scripts = () => added.map(({ src, nonce, async, type }) => ({ src, nonce, async, type }))
  const asking = () => rootAttributes.has(CONSENT_ASKING_ATTRIBUTE)
  return { window, layer, scripts, storage, asking }
}

const isArguments = (value: unknown): value is IArguments =>
  Object.prototype.toString.call(value) === '[object Arguments]'

const all = (state: string) => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
})

describe('the tag bootstrap script', () => {
  const gtm = { tag: { kind: 'gtm', id: 'GTM-AB12CD' }, consentRequired: false, held: false } as const

  it("adds the container's script with the page's nonce, consent granted where the dealer does not ask", () => {
    const page = runBootstrap(gtm)
    expect(page.scripts()).toEqual([
      {
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
        nonce: 'N0NCE',
        async: true,
        type: undefined,
      },
    ])
    expect(page.layer()[0]).toEqual(['consent', 'default', all('granted')])
    expect(page.layer()[1]).toMatchObject({ event: 'gtm.js' })
    expect(page.asking()).toBe(false)
  })

  it('starts a GA4 tag with gtag config', () => {
    const page = runBootstrap({ tag: { kind: 'ga4', id: 'G-XYZ9876' }, consentRequired: false, held: false })
    expect(page.scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9876')
    expect(page.layer().slice(2)).toEqual([['config', 'G-XYZ9876']])
  })

  it('"off until the shopper agrees where the dealer asks for it": denied, no script, until grant()', () => {
    const page = runBootstrap({ ...gtm, consentRequired: true })
    expect(page.layer()).toEqual([['consent', 'default', all('denied')]])
    expect(page.scripts()).toEqual([])
    expect(page.asking()).toBe(true)
    page.window.forecourtAnalytics?.grant()
    expect(page.asking()).toBe(false)
    expect(page.layer()[1]).toEqual(['consent', 'update', all('granted')])
    expect(page.scripts()).toHaveLength(1)
    expect(page.storage.get(CONSENT_STORAGE_KEY)).toBe('granted')
    page.window.forecourtAnalytics?.grant()
    expect(page.scripts()).toHaveLength(1)
  })

  it('holds the element inert outside production, so the script is never fetched', () => {
    expect(runBootstrap({ ...gtm, held: true }).scripts()[0]).toMatchObject({
      type: 'text/plain',
      nonce: 'N0NCE',
    })
  })

  it('remembers the answer in this browser: agreed loads at once; declined stays off', () => {
    const granted = runBootstrap({ ...gtm, consentRequired: true }, 'granted')
    expect(granted.scripts()).toHaveLength(1)
    expect(granted.asking()).toBe(false)
    const declined = runBootstrap({ ...gtm, consentRequired: true }, 'denied')
    expect(declined.scripts()).toEqual([])
    expect(declined.asking()).toBe(false)
    declined.window.forecourtAnalytics?.deny()
    expect(declined.layer().at(-1)).toEqual(['consent', 'update', all('denied')])
    expect(declined.scripts()).toEqual([])
  })
})
