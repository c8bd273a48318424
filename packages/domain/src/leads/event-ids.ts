import { isTestDriveCar } from '../vehicle-card/buttons.ts'

/**
 * The event id a lead carries to the dealer's CRM (spec, forms document section 9, "Lead event ids"):
 *
 * | Event | Id |
 * |---|---|
 * | New car | 14 |
 * | Used car | 15 |
 * | New test drive, or Test Drive Only tag | 17 |
 * | Used test drive | 48 |
 * | Default form | 22 |
 * | Career | 51 |
 * | History report | 60 |
 * | Print | 61 |
 * | Favourite | 39 |
 * | Offer accepted | 18 |
 */
export const LEAD_EVENT_IDS = {
  newCar: 14,
  usedCar: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  defaultForm: 22,
  career: 51,
  historyReport: 60,
  print: 61,
  favourite: 39,
  offerAccepted: 18,
} as const

export type LeadEventName = keyof typeof LEAD_EVENT_IDS
export type LeadEventId = (typeof LEAD_EVENT_IDS)[LeadEventName]

/** What the lead is: an enquiry (any general or car enquiry form), a test drive, or one of the fixed events. */
export type LeadKind =
  | 'enquiry'
  | 'testDrive'
  | 'career'
  | 'historyReport'
  | 'print'
  | 'favourite'
  | 'offerAccepted'

/** The fields of the car the lead is about (forms document section 3: "car_type (new, used, demo)", "tag"). */
export interface LeadEventCar {
  car_type?: string | null
  tag?: string | null
}

export interface LeadEventContext {
  kind: LeadKind
  /** The car the lead is about; absent for a form that is not about one car. */
  car?: LeadEventCar | null
}

type CarCondition = 'new' | 'used' | null

/**
 * New or used, for the event table, which only knows those two. A demo car counts as new: a demonstrator
 * is a current-model car registered to the dealer and sold, with its new-car warranty, by the new-car
 * team (the reason `phone-priority.ts` falls back from the demo number to the new one), so its
 * enquiries and test drives go to the same CRM queue as new cars. A missing or unknown car type is
 * neither.
 */
function carCondition(car: LeadEventCar): CarCondition {
  const type = car.car_type?.trim().toLowerCase()
  if (type === 'new' || type === 'demo') return 'new'
  if (type === 'used') return 'used'
  return null
}

/**
 * The event id for a lead.
 *
 * - Career, history report, print, favourite and offer accepted have their own ids whatever the car.
 * - "Test Drive Only tag": an enquiry or test drive about a car tagged 'Test Drive Only' is 17 whatever
 *   the car type (the tag marks a car offered for test drives, so any lead on it is a test-drive lead;
 *   `vehicle-card-buttons.ts` matches the tag, trimmed and in any case).
 * - A test drive is 17 for a new or demo car and 48 for a used one. A test drive of no particular car
 *   (/book-test-drive?model_id=… books a model, which is new) or of a car of unknown type is 17, the
 *   general test-drive id.
 * - An enquiry about a new or demo car is 14 and about a used car 15. An enquiry about no car, or about
 *   a car whose type is missing or unknown, is the "Default form", 22.
 */
export function leadEventId(context: LeadEventContext): LeadEventId {
  const { kind, car } = context
  switch (kind) {
    case 'career':
    case 'historyReport':
    case 'print':
    case 'favourite':
    case 'offerAccepted':
      return LEAD_EVENT_IDS[kind]
    case 'testDrive':
      if (car && !isTestDriveCar(car) && carCondition(car) === 'used') return LEAD_EVENT_IDS.usedTestDrive
      return LEAD_EVENT_IDS.newTestDrive
    case 'enquiry': {
      if (!car) return LEAD_EVENT_IDS.defaultForm
      if (isTestDriveCar(car)) return LEAD_EVENT_IDS.newTestDrive
      const condition = carCondition(car)
      if (condition === 'new') return LEAD_EVENT_IDS.newCar
      if (condition === 'used') return LEAD_EVENT_IDS.usedCar
      return LEAD_EVENT_IDS.defaultForm
    }
  }
}
