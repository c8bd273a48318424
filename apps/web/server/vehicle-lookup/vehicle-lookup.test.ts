import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedVehicleLookup } from './embedded-vehicle-lookup.ts'
import { type FakeVehicleDataService, startFakeVehicleDataService } from './fake-vehicle-data-service.ts'
import { httpsVehicleLookup } from './https-vehicle-lookup.ts'
import { VehicleLookupError } from './vehicle-lookup-provider.ts'

const corolla = {
  year: 2019,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  body: 'Hatch',
  transmission: 'Automatic',
  fuel: 'Petrol',
  vin: 'JTNKB3BE00J012345',
}

describe('the rego and VIN data service adapter, against a fake of its API on loopback', () => {
  const key = 'lookup-key-0123456789'
  let service: FakeVehicleDataService
  beforeAll(async () => {
    service = await startFakeVehicleDataService(key, [{ state: 'NSW', plate: 'ABC123', vehicle: corolla }])
  })
  afterAll(() => service.close())
  const lookup = () => httpsVehicleLookup({ baseUrl: service.url, apiKey: key, timeoutMs: 300 })

  it('describes a car from its state and plate, or its VIN, with the key', async () => {
    expect(await lookup().lookup({ state: 'NSW', plate: 'ABC123' })).toEqual(corolla)
    expect(await lookup().lookup({ vin: 'jtnkb3be00j012345' })).toEqual(corolla)
    expect(service.requests.at(-1)).toEqual({ query: '?vin=jtnkb3be00j012345', authorised: true })
  })

  it('finds nothing for a plate it does not know, or a plate of another state', async () => {
    expect(await lookup().lookup({ state: 'NSW', plate: 'ZZZ999' })).toBeNull()
    expect(await lookup().lookup({ state: 'VIC', plate: 'ABC123' })).toBeNull()
  })

  it('retries a 5xx once, then fails so the shopper enters the car by hand', async () => {
    service.failNext(1, 503)
    expect(await lookup().lookup({ state: 'NSW', plate: 'ABC123' })).toEqual(corolla)
    service.failNext(2, 500)
    await expect(lookup().lookup({ state: 'NSW', plate: 'ABC123' })).rejects.toThrow(VehicleLookupError)
  })

  it('gives up on a service that does not answer in time', async () => {
    service.slowNext(2, 1_000)
    await expect(lookup().lookup({ state: 'NSW', plate: 'ABC123' })).rejects.toThrow(/no answer in 300 ms/)
  })

  it('refuses a wrong key as an error, never as "not found"', async () => {
    const wrong = httpsVehicleLookup({ baseUrl: service.url, apiKey: 'wrong-key-0123456789' })
    await expect(wrong.lookup({ state: 'NSW', plate: 'ABC123' })).rejects.toThrow(/refused \(401\)/)
  })

  it('talks to the real service only over https', () => {
    expect(() => httpsVehicleLookup({ baseUrl: 'http://rego.example', apiKey: key })).toThrow(/must be https/)
    expect(() => httpsVehicleLookup({ baseUrl: 'https://rego.example/v1', apiKey: key })).not.toThrow()
  })
})

describe('the embedded registry', () => {
  it("finds the demo's plates by state and plate or VIN, and nothing without a registry file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'))
    const path = join(dir, 'vehicle-registry.ndjson')
    writeFileSync(path, `${JSON.stringify({ state: 'QLD', plate: '355KXK', ...corolla })}\n`)
    const lookup = embeddedVehicleLookup(path)
    expect(await lookup.lookup({ state: 'QLD', plate: '355kxk' })).toEqual(corolla)
    expect(await lookup.lookup({ vin: corolla.vin })).toEqual(corolla)
    expect(await lookup.lookup({ state: 'NSW', plate: '355KXK' })).toBeNull()
    expect(
      await embeddedVehicleLookup(join(dir, 'absent.ndjson')).lookup({ state: 'QLD', plate: '355KXK' }),
    ).toBeNull()
  })
})
