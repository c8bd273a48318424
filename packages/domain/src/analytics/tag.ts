/**
 * A dealer's analytics tag (issue 34): a Google Tag Manager container or a GA4 measurement id, set in the
 * Studio's website settings, loads with the page's CSP nonce; a site with neither loads nothing. Where the
 * dealer asks for consent, the tag waits until the shopper agrees
 * (docs/decisions/057-analytics-data-layer-and-tag.md). No Zod here: every page's browser bundle imports this
 * module for the bootstrap script (the settings are read in ./site-analytics.ts, on the server).
 */

export type AnalyticsTag = { kind: 'gtm'; id: string } | { kind: 'ga4'; id: string }

/** What a site's pages load: its tag (a container wins over a bare GA4 id: it holds the GA4 tag) and consent. */
export interface SiteAnalytics {
  tag: AnalyticsTag | null
  consentRequired: boolean
  /**
   * The tag's script element is added but held inert (type text/plain), so that it is never fetched: outside
   * production (the demo and the tests), where no request may leave the machine.
   */
  held: boolean
}

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

/** The address of the tag's script. */
export function tagScriptSource(tag: AnalyticsTag): string {
  const path = tag.kind === 'gtm' ? '/gtm.js' : '/gtag/js'
  return `${GOOGLE_TAG_ORIGIN}${path}?id=${encodeURIComponent(tag.id)}`
}

/** Where the shopper's answer to the consent banner is kept in the browser. */
export const CONSENT_STORAGE_KEY = 'forecourt:analytics-consent'

/**
 * The attribute the bootstrap sets on `<html>` while the shopper has not answered, before the body is
 * parsed: the server-rendered banner shows by CSS from the first paint, so nothing below it moves.
 */
export const CONSENT_ASKING_ATTRIBUTE = 'data-consent-asking'

/** Google's consent mode types the platform sets together: analytics and advertising alike. */
export const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const

/**
 * The inline script (nonce'd by the page) that starts a site's tag. It creates the data layer, sets
 * Google's consent mode default (denied where the dealer asks for consent and the shopper has not agreed
 * in this browser, else granted) and, once consent stands, adds the tag's script with its own nonce, which
 * Tag Manager passes on to the scripts it adds. `window.forecourtAnalytics.grant()` / `.deny()` record the
 * shopper's answer; grant updates the consent state and loads the tag. A held tag's element is inert.
 * While a required answer is missing, `<html>` carries CONSENT_ASKING_ATTRIBUTE; an answer removes it.
 */
export function tagBootstrapScript(analytics: SiteAnalytics & { tag: AnalyticsTag }): string {
  const { tag, consentRequired, held } = analytics
  // The id matched its pattern (letters, digits, a dash), so it is safe inside the script as JSON.
  const config = JSON.stringify({
    kind: tag.kind,
    id: tag.id,
    src: tagScriptSource(tag),
    consentRequired,
    held,
    key: CONSENT_STORAGE_KEY,
    asking: CONSENT_ASKING_ATTRIBUTE,
    types: CONSENT_TYPES,
  })
  return `(function(w,d,c){w.dataLayer=w.dataLayer||[];\
function gtag(){w.dataLayer.push(arguments)}\
function state(v){var s={};c.types.forEach(function(t){s[t]=v});return s}\
function remember(v){try{w.localStorage.setItem(c.key,v)}catch(e){}d.documentElement.removeAttribute(c.asking)}\
var choice=null;try{choice=w.localStorage.getItem(c.key)}catch(e){}\
var granted=!c.consentRequired||choice==='granted';\
if(c.consentRequired&&choice===null)d.documentElement.setAttribute(c.asking,'');\
gtag('consent','default',state(granted?'granted':'denied'));\
var nonce=d.currentScript&&d.currentScript.nonce;var loaded=false;\
function load(){if(loaded)return;loaded=true;\
if(c.kind==='gtm'){w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'})}\
else{gtag('js',new Date());gtag('config',c.id)}\
var s=d.createElement('script');s.async=true;s.src=c.src;s.setAttribute('data-analytics-tag',c.kind);\
if(c.held)s.type='text/plain';\
if(nonce)s.setAttribute('nonce',nonce);d.head.appendChild(s)}\
w.forecourtAnalytics={consentRequired:c.consentRequired,choice:function(){return choice},\
grant:function(){choice='granted';remember(choice);gtag('consent','update',state('granted'));load()},\
deny:function(){choice='denied';remember(choice);gtag('consent','update',state('denied'))}};\
if(granted)load()})(window,document,${config})`
}
