// Number recognisers with the semantics of Typesense's StringUtils (strtol / stof based).

const INTEGER = /^[-+]?\d+$/
const FLOAT = /^[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf(?:inity)?|nan)$/i

export function isIntegerText(text: string): boolean {
  return INTEGER.test(text)
}

export function isFloatText(text: string): boolean {
  return FLOAT.test(text.trimStart())
}

export function isInt32Text(text: string): boolean {
  if (!INTEGER.test(text)) return false
  const value = Number(text)
  return value >= -2147483648 && value <= 2147483647
}

export function isInt64Text(text: string): boolean {
  if (!INTEGER.test(text)) return false
  const value = BigInt(text)
  return value >= -(2n ** 63n) && value < 2n ** 63n
}

export function isUint32Text(text: string): boolean {
  return /^\d+$/.test(text) && Number(text) <= 4294967295
}
