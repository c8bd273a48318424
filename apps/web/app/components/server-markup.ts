import { createContext, type ReactNode } from 'react'

/**
 * On the server, the function that renders a part of the page to HTML on its own, synchronously
 * (react-dom/server's renderToString, provided by the document's renderer); null in the browser, which never
 * loads react-dom/server. See ServerRendered.
 */
export const ServerMarkup = createContext<((part: ReactNode) => string) | null>(null)
