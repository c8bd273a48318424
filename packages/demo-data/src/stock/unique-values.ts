/** Draws values until one has not been handed out before. */
export class UniqueValues {
  readonly #used = new Set<string>()

  take(draw: () => string): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const value = draw()
      if (!this.#used.has(value)) {
        this.#used.add(value)
        return value
      }
    }
    throw new Error('Could not draw a unique value in 1000 attempts')
  }
}
