/**
 * Point indices sorted by latitude, with the sorted latitudes beside them. Points are only ever appended,
 * so when new ones arrive they are sorted on their own and merged into the existing order.
 */
export class LatitudeOrder {
  private points = new Uint32Array(0)
  private latitudes = new Float64Array(0)

  /** The order of points `0..count` (views valid until the next call with more points). */
  sorted(lat: Float64Array, count: number): { points: Uint32Array; latitudes: Float64Array } {
    const known = this.points.length
    if (count > known) this.merge(lat, known, count)
    return { points: this.points, latitudes: this.latitudes }
  }

  private merge(lat: Float64Array, from: number, to: number): void {
    const added = new Uint32Array(to - from)
    for (let i = 0; i < added.length; i++) added[i] = from + i
    added.sort((a, b) => lat[a]! - lat[b]! || a - b)
    const old = this.points
    const points = new Uint32Array(to)
    const latitudes = new Float64Array(to)
    let i = 0
    let j = 0
    let k = 0
    while (i < old.length && j < added.length) {
      const a = old[i]!
      const b = added[j]!
      if (lat[a]! <= lat[b]!) {
        points[k] = a
        latitudes[k++] = lat[a]!
        i++
      } else {
        points[k] = b
        latitudes[k++] = lat[b]!
        j++
      }
    }
    while (i < old.length) {
      const a = old[i++]!
      points[k] = a
      latitudes[k++] = lat[a]!
    }
    while (j < added.length) {
      const b = added[j++]!
      points[k] = b
      latitudes[k++] = lat[b]!
    }
    this.points = points
    this.latitudes = latitudes
  }
}
