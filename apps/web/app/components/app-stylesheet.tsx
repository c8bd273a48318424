import { createContext, useContext } from 'react'

/**
 * The app's stylesheet, inlined in the document head so the first paint waits for no stylesheet request.
 * entry.server.tsx provides the built CSS and the response's nonce; the browser never downloads the CSS
 * as JavaScript: it reads the text back from the document, so hydration sees the same element.
 */
export const AppStylesheetContext = createContext<{ css: string; nonce: string | undefined } | null>(null)

const ELEMENT_ID = 'app-stylesheet'
let documentCss: string | undefined

function cssInDocument(): string {
  if (typeof document === 'undefined') return ''
  documentCss ??= document.getElementById(ELEMENT_ID)?.textContent ?? ''
  return documentCss
}

export function AppStylesheet() {
  const server = useContext(AppStylesheetContext)
  return (
    <style
      id={ELEMENT_ID}
      nonce={server?.nonce}
      // The browser hides a nonce after parsing, so the attribute cannot match on hydration.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the built stylesheet, not user content
      dangerouslySetInnerHTML={{ __html: server ? server.css : cssInDocument() }}
    />
  )
}
