import { describe, expect, it } from 'vitest'
import {
  allVehicleMedia,
  photoBodies,
  vehicleAngles,
  vehicleColourNames,
  vehiclePhotoPath,
} from './vehicle-media.ts'

describe('vehicle media paths', () => {
  it('maps body, colour and angle to a served SVG path', () => {
    expect(vehiclePhotoPath('ute', 'White', 'front-three-quarter')).toBe(
      '/demo-media/vehicles/ute-white-front-three-quarter.svg',
    )
    expect(vehiclePhotoPath('prime-mover', 'Blue', 'spin-07')).toBe(
      '/demo-media/vehicles/prime-mover-blue-spin-07.svg',
    )
  })

  it('lists every combination once', () => {
    const media = allVehicleMedia()
    expect(media).toHaveLength(photoBodies.length * vehicleColourNames.length * vehicleAngles.length)
    const paths = new Set(media.map(({ body, colour, angle }) => vehiclePhotoPath(body, colour, angle)))
    expect(paths.size).toBe(media.length)
  })

  it('has the named views, the interior and 24 spin frames', () => {
    expect(vehicleAngles).toContain('interior')
    expect(vehicleAngles.filter((angle) => angle.startsWith('spin-'))).toHaveLength(24)
  })
})
