/**
 * An Australian-English number format built the first time it formats, not when its module is evaluated.
 * Building an `Intl.NumberFormat` costs far more than using one (Chromium loads the locale's data for the
 * first), and a browser evaluates every module a page imports before the page answers a tap: a format made
 * at module level is paid for on pages that never show a number of that kind. Keep one per module, as a
 * format made per call would be built again each time.
 */
export interface NumberFormatOnFirstUse {
  format(value: number): string
}

export function enAuNumberFormat(options?: Intl.NumberFormatOptions): NumberFormatOnFirstUse {
  let built: Intl.NumberFormat | undefined
  return {
    format(value: number): string {
      built ??= new Intl.NumberFormat('en-AU', options)
      return built.format(value)
    },
  }
}
