/**
 * Shopper accounts belong to a dealer group: the same phone number signing in on any of the group's
 * websites finds the same account (and garage), and on another group's websites it is another account.
 * A dealer without a group is a scope of its own.
 */
export function accountScopeOf(site: {
  kind: 'dealer' | 'group'
  content: { id: string; group?: { id: string } | null }
}): string {
  if (site.kind === 'group') return site.content.id
  return site.content.group?.id ?? site.content.id
}
