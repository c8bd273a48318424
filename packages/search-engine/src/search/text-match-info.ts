/** Typesense's 64-bit `text_match` value and its `text_match_info` breakdown. */
export function textMatchInfo(hi: number, lo: number, queryTokenCount: number) {
  const tokensMatched = Math.floor(hi / 2 ** 48)
  const fieldScore = hi - tokensMatched * 2 ** 48
  const weight = Math.floor(lo / 8)
  const fields = lo % 8
  const score = (BigInt(tokensMatched) << 59n) | (BigInt(fieldScore) << 11n) | BigInt(lo)
  const typoScore = Math.floor(fieldScore / 2 ** 24) % 256
  return {
    textMatch: Number(score),
    info: {
      best_field_score: String(fieldScore),
      best_field_weight: weight,
      fields_matched: fields,
      num_tokens_dropped: Math.max(0, queryTokenCount - tokensMatched),
      score: score.toString(),
      tokens_matched: tokensMatched,
      typo_prefix_score: 255 - typoScore,
    },
  }
}
