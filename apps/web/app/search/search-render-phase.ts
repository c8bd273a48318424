import { createContext, useContext } from 'react'

/**
 * `getServerState` renders the search tree once only to learn which widgets it mounts. In that pass
 * components call their InstantSearch hooks and render nothing, which halves the server's render work.
 */
export const CollectingWidgetsContext = createContext(false)

export function useCollectingWidgets(): boolean {
  return useContext(CollectingWidgetsContext)
}
