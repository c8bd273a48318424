import { createElement, type ReactNode } from 'react'

/**
 * A server-rendered page's `<body>` as plain React elements, for measuring React's renderer on the same
 * markup (render-floor.bench.ts). Reads HTML as React writes it (attribute values in double quotes, text and
 * values escaped); leaves out scripts, templates, styles, comments and `style` attributes. Not a general
 * HTML parser.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const SKIPPED = new Set(['script', 'template', 'style'])
/** HTML attribute names React spells otherwise. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  fetchpriority: 'fetchPriority',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  accesskey: 'accessKey',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  formaction: 'formAction',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  referrerpolicy: 'referrerPolicy',
  allowfullscreen: 'allowFullScreen',
}
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'checked',
  'controls',
  'defer',
  'disabled',
  'hidden',
  'inert',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])
/** A form field's state, which React takes as its default on the server. */
const FIELDS = new Set(['input', 'textarea', 'select'])
const TOKEN =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g
const ENTITY = /&(amp|lt|gt|quot|#x27|#39);/g
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

const decode = (text: string) => text.replace(ENTITY, (_, name: string) => ENTITIES[name] ?? '')

interface Open {
  tag: string
  props: Record<string, unknown>
  children: ReactNode[]
}

export function elementsOfBody(html: string): { tree: ReactNode[]; elements: number } {
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1
  const body = html.slice(bodyStart, html.lastIndexOf('</body>'))
  const root: Open = { tag: '#root', props: {}, children: [] }
  const stack: Open[] = [root]
  let elements = 0
  const close = () => {
    const done = stack.pop() as Open
    const parent = stack.at(-1) as Open
    parent.children.push(
      createElement(done.tag, { ...done.props, key: parent.children.length }, ...done.children),
    )
  }
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(body); match; match = TOKEN.exec(body)) {
    const [, closing, opening, attributes = '', text] = match
    if (text !== undefined) {
      ;(stack.at(-1) as Open).children.push(decode(text))
    } else if (closing) {
      while (stack.length > 1 && (stack.at(-1) as Open).tag !== closing) close()
      if (stack.length > 1) close()
    } else if (opening) {
      const tag = opening.toLowerCase()
      if (SKIPPED.has(tag)) {
        const end = body.indexOf(`</${tag}>`, TOKEN.lastIndex)
        TOKEN.lastIndex = end === -1 ? body.length : end + tag.length + 3
        continue
      }
      elements++
      stack.push({ tag, props: propsOf(tag, attributes), children: [] })
      if (VOID.has(tag) || match[0].endsWith('/>')) close()
    }
  }
  while (stack.length > 1) close()
  return { tree: root.children, elements }
}

function propsOf(tag: string, attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  ATTRIBUTE.lastIndex = 0
  for (let match = ATTRIBUTE.exec(attributes); match; match = ATTRIBUTE.exec(attributes)) {
    const [, name = '', value] = match
    if (name === 'style') continue
    const field = FIELDS.has(tag)
    const prop =
      field && name === 'checked'
        ? 'defaultChecked'
        : field && name === 'value'
          ? 'defaultValue'
          : (PROP_NAMES[name] ?? name)
    props[prop] = BOOLEAN.has(name) ? true : decode(value ?? '')
  }
  return props
}
