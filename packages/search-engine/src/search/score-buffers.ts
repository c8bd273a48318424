// Text scores are kept in ordinal-indexed arrays. Allocating two of them per query (800 KB each at 100k
// documents) makes V8 run full collections for the external memory, so buffers are reused. A buffer is only
// read for ordinals written in the same search, so it never needs clearing.

const pool: Float64Array[] = []

export function takeScoreBuffer(size: number): Float64Array {
  const index = pool.findIndex((buffer) => buffer.length >= size)
  if (index >= 0) return pool.splice(index, 1)[0]!
  return new Float64Array(Math.max(size, 1024))
}

export function returnScoreBuffer(buffer: Float64Array): void {
  if (pool.length < 8) pool.push(buffer)
}
