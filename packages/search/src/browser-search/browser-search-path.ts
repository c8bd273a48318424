/** Where each website answers its browsers' searches, on its own origin: browsers never reach an engine. */
export const BROWSER_SEARCH_PATH = '/typesense'
