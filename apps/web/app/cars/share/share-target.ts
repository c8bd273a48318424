/** What a share button shares: the car's address and name, and who to tell once it is shared. */
export interface ShareTarget {
  url: string
  name: string
  onShared?: () => void
}
