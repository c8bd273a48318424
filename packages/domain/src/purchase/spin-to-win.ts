/**
 * Spin to win (issue 33): a dealer's prize promotion, edited in Studio. Each prize has a chance per spin
 * (a percentage; what the prizes leave of 100 is "no prize") and a quantity. One spin per signed-in
 * shopper per promotion; the server rolls, and a prize whose quantity is used up wins nothing, so the
 * odds of the others never grow as prizes run out.
 */

export interface SpinPrize {
  /** Stable within the promotion (Studio's array key): the award counts are kept by it. */
  key: string
  name: string
  /** Chance per spin in percent (0 to 100). */
  chancePercent: number
  quantity: number
}

export interface SpinPromotionWindow {
  startsAt: string
  endsAt: string
}

export type PromotionState = 'upcoming' | 'running' | 'ended'

export function promotionState(promotion: SpinPromotionWindow, now: Date): PromotionState {
  if (now.getTime() < Date.parse(promotion.startsAt)) return 'upcoming'
  if (now.getTime() >= Date.parse(promotion.endsAt)) return 'ended'
  return 'running'
}

/** The prizes' chances add up to at most 100%: Studio refuses more, and the server reads more as none. */
export function chancesAreValid(prizes: readonly Pick<SpinPrize, 'chancePercent'>[]): boolean {
  const total = prizes.reduce((sum, prize) => sum + prize.chancePercent, 0)
  return prizes.every((prize) => prize.chancePercent >= 0) && total <= 100
}

/**
 * The prize a roll lands on (`roll` in [0, 1)), or null for no prize. The prizes take consecutive slices
 * of 100 in their order; a roll past the last slice wins nothing.
 */
export function prizeForRoll<Prize extends Pick<SpinPrize, 'chancePercent'>>(
  prizes: readonly Prize[],
  roll: number,
): Prize | null {
  if (!chancesAreValid(prizes) || !(roll >= 0 && roll < 1)) return null
  let upTo = 0
  for (const prize of prizes) {
    upTo += prize.chancePercent
    if (roll * 100 < upTo) return prize
  }
  return null
}

/** What the page says once the wheel stops. */
export function spinOutcomeText(prizeName: string | null): { heading: string; body: string } {
  return prizeName
    ? {
        heading: `You won ${prizeName}!`,
        body: 'We have sent your win to the dealership. They will contact you to arrange your prize.',
      }
    : {
        heading: 'Not a winner this time',
        body: 'Thanks for taking part. Keep an eye out for our next promotion.',
      }
}
