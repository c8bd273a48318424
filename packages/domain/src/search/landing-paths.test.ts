import { describe, expect, it } from 'vitest'
import { type LandingCatalogue, landingPath, resolveLanding, slugify } from './landing-paths.ts'

const catalogue: LandingCatalogue = {
  makes: ['Toyota', 'Mercedes-Benz', 'Land Rover'],
  models: [
    { make: 'Toyota', model: 'HiLux' },
    { make: 'Toyota', model: 'RAV4' },
    { make: 'Land Rover', model: 'Range Rover Evoque' },
  ],
  bodies: ['SUV', 'Ute', 'Cab Chassis'],
  dealerships: [{ slug: 'harbour-city-toyota', name: 'Harbour City Toyota' }],
}

describe('search landing paths', () => {
  it('/search/new-cars, /search/demo-cars, /search/used-cars, /search/new-used-and-demo-cars list stock by condition', () => {
    expect(resolveLanding(['new-cars'], catalogue)).toEqual({
      kind: 'condition',
      condition: 'new-cars',
      path: '/search/new-cars',
      refinements: { car_type: ['new'] },
    })
    expect(resolveLanding(['used-cars'], catalogue)?.refinements).toEqual({ car_type: ['used'] })
    expect(resolveLanding(['demo-cars'], catalogue)?.refinements).toEqual({ car_type: ['demo'] })
    expect(resolveLanding(['new-used-and-demo-cars'], catalogue)?.refinements).toEqual({})
    expect(resolveLanding([], catalogue)).toEqual({ kind: 'all', path: '/search', refinements: {} })
  })

  it('/search/{make} and /search/{make}/{model}', () => {
    expect(resolveLanding(['mercedes-benz'], catalogue)).toMatchObject({
      kind: 'make',
      refinements: { make: ['Mercedes-Benz'] },
    })
    expect(resolveLanding(['land-rover', 'range-rover-evoque'], catalogue)).toEqual({
      kind: 'model',
      make: 'Land Rover',
      model: 'Range Rover Evoque',
      path: '/search/land-rover/range-rover-evoque',
      refinements: { make: ['Land Rover'], model: ['Range Rover Evoque'] },
    })
    expect(resolveLanding(['Toyota', 'HiLux'], catalogue)?.path).toBe('/search/toyota/hilux')
  })

  it('/search/{body} and /search/{dealership_slug}', () => {
    expect(resolveLanding(['cab-chassis'], catalogue)?.refinements).toEqual({ body: ['Cab Chassis'] })
    expect(resolveLanding(['harbour-city-toyota'], catalogue)?.refinements).toEqual({
      dealership_name: ['Harbour City Toyota'],
    })
  })

  it('resolves unknown makes, models and paths to null, for a 404', () => {
    expect(resolveLanding(['lada'], catalogue)).toBeNull()
    expect(resolveLanding(['toyota', 'evoque'], catalogue)).toBeNull()
    expect(resolveLanding(['land-rover', 'hilux'], catalogue)).toBeNull()
    expect(resolveLanding(['suv', 'hilux'], catalogue)).toBeNull()
    expect(resolveLanding(['toyota', 'hilux', 'gxl'], catalogue)).toBeNull()
  })

  it('prefers a make over a body with the same slug', () => {
    const clash = { ...catalogue, makes: [...catalogue.makes, 'Ute'] }
    expect(resolveLanding(['ute'], clash)?.kind).toBe('make')
  })

  it('"Facet tiles for make and body link to /search/{slug}"', () => {
    expect(landingPath({ kind: 'make', make: 'Mercedes-Benz' })).toBe('/search/mercedes-benz')
    expect(landingPath({ kind: 'body', body: 'Cab Chassis' })).toBe('/search/cab-chassis')
    expect(landingPath({ kind: 'model', make: 'Mazda', model: 'CX-5' })).toBe('/search/mazda/cx-5')
    expect(slugify('Škoda')).toBe('skoda')
    expect(slugify('Rolls & Royce ')).toBe('rolls-and-royce')
  })
})
