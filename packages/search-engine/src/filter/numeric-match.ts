import type { NumericCondition } from './filter-ast.ts'

export function numericMatches(condition: NumericCondition, value: number): boolean {
  switch (condition.comparator) {
    case 'EQUALS':
      return value === condition.value
    case 'NOT_EQUALS':
      return value !== condition.value
    case 'LT':
      return value < condition.value
    case 'LTE':
      return value <= condition.value
    case 'GT':
      return value > condition.value
    case 'GTE':
      return value >= condition.value
    case 'RANGE':
      return value >= condition.value && value <= condition.upper!
    default:
      return false
  }
}
