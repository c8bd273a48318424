/** The finance application for a car: `/finance?car_id={id}` (or `/apply-for-finance?…` when a dealer's flag is on). */
export function financeApplicationHref(financePath: string, carId: string): string {
  return `${financePath}?${new URLSearchParams({ car_id: carId })}`
}
