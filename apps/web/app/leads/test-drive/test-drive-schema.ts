import { REQUIRED_FIELD_MESSAGE } from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import { SLOT_NOT_OFFERED_MESSAGE, type SlotDay } from '@forecourt/domain/leads/test-drive-slots'
import { z } from 'zod'
import type { EnquiryChoice } from '../enquiry-schema'
import {
  choiceField,
  emailField,
  optionalText,
  phoneField,
  repeatedValue,
  requiredText,
} from '../lead-schema-fields'

/**
 * The test-drive form's setup on a page: built by the server (the locations, the slots the appointment
 * service offers there) and passed to the browser, so both validate with the same schema.
 */
export interface TestDriveFormSetup {
  /**
   * The locations to choose from when the dealer has more than one sales location and the drive is not
   * of a particular car (a car's location is fixed by the car); null otherwise. Required when shown.
   */
  locations: EnquiryChoice[] | null
  /** The location chosen or fixed, whose times are offered; null until the shopper chooses one. */
  locationId: string | null
  /** The times offered at that location, by day; null until a location is chosen. */
  slotDays: SlotDay[] | null
}

export const TEST_DRIVE_MESSAGE_MAX = 2000

/** A field this setup does not show: whatever is posted under its name is ignored. */
const notShown = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined)

export function testDriveSchema(setup: TestDriveFormSetup) {
  const offered = setup.slotDays ? setup.slotDays.flatMap((day) => day.slots.map((slot) => slot.value)) : null
  return z.object({
    name: requiredText(100),
    email: emailField(),
    phone: phoneField(),
    location: setup.locations
      ? choiceField(
          setup.locations.map((location) => location.value),
          { required: true },
        )
      : notShown(),
    /** `YYYY-MM-DDTHH:MM` on the location's clock; only a time the appointment service offers there. */
    slot: formText({ error: REQUIRED_FIELD_MESSAGE })
      .trim()
      .refine((value) => offered === null || offered.includes(value), SLOT_NOT_OFFERED_MESSAGE),
    message: optionalText(TEST_DRIVE_MESSAGE_MAX),
    opt_in: repeatedValue(),
  })
}

export type TestDriveSubmission = z.output<ReturnType<typeof testDriveSchema>>
