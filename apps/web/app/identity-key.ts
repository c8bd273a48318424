const keys = new WeakMap<object, number>()
let last = 0

/**
 * A number that stands for this very object while it lives, for cache keys that must change when a value
 * is replaced (a site resolved anew after a content revision) rather than when it is equal.
 */
export function identityKey(value: object): number {
  let key = keys.get(value)
  if (key === undefined) {
    key = ++last
    keys.set(value, key)
  }
  return key
}
