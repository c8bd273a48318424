import type { VehicleCardView } from '../vehicle-card-view'

/** What the browser-stored list buttons (favourite, compare) take, on a results card and a vehicle page. */
export interface SavedCarButtonProps {
  card: VehicleCardView
  /** Names the car in the accessible name, where many cards each have the button. */
  carTitle?: string
  className: string
}
