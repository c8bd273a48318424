import { describe, expect, it } from 'vitest'
import {
  defaultServiceTabs,
  SERVICE_BOOKING_FRAME_HEIGHT,
  selectedServiceTab,
  serviceTabPath,
  serviceTabs,
} from './service-tabs.ts'

const stored = [
  { name: 'Book a Service', url: 'https://bookings.example.com.au/harbourside' },
  { name: 'Express Service', url: '/demo-media/service-booking/express.html' },
  { name: 'Tyres', url: null },
]

describe('service tabs', () => {
  it('"Each tab shows an embedded booking page 750 px high, or a location form if the tab has no URL"', () => {
    expect(SERVICE_BOOKING_FRAME_HEIGHT).toBe(750)
    expect(serviceTabs(stored)).toEqual([
      { name: 'Book a Service', url: 'https://bookings.example.com.au/harbourside' },
      { name: 'Express Service', url: '/demo-media/service-booking/express.html' },
      { name: 'Tyres', url: null },
    ])
  })

  it('never frames an address that is not https or a site path', () => {
    const tabs = serviceTabs([
      { name: 'Plain', url: 'http://bookings.example.com.au' },
      { name: 'Script', url: 'javascript:alert(1)' },
      { name: 'Other host', url: '//evil.example.com' },
    ])
    expect(tabs.map((tab) => tab.url)).toEqual([null, null, null])
  })

  it('drops unnamed tabs and keeps a repeated name once, whatever its case', () => {
    expect(
      serviceTabs([{ name: ' ' }, { name: 'Tyres' }, { name: 'tyres', url: 'https://a.example' }]),
    ).toEqual([{ name: 'Tyres', url: null }])
  })

  it('offers one Book a Service tab with the location picker when the website has none', () => {
    expect(serviceTabs(null)).toEqual([{ name: 'Book a Service', url: null }])
    expect(serviceTabs([{ name: '' }])).toEqual(defaultServiceTabs)
  })

  it('"Tab names come from the query parameter tab. Matching is case-insensitive"', () => {
    const tabs = serviceTabs(stored)
    expect(selectedServiceTab(tabs, 'express service').name).toBe('Express Service')
    expect(selectedServiceTab(tabs, 'TYRES').name).toBe('Tyres')
    expect(selectedServiceTab(tabs, '  Tyres ').name).toBe('Tyres')
  })

  it('"the default is the first tab": with no tab named, or an unknown one', () => {
    const tabs = serviceTabs(stored)
    expect(selectedServiceTab(tabs, null).name).toBe('Book a Service')
    expect(selectedServiceTab(tabs, 'Detailing').name).toBe('Book a Service')
  })

  it('links the first tab as /service and the others by name', () => {
    const tabs = serviceTabs(stored)
    expect(tabs.map((tab) => serviceTabPath(tabs, tab))).toEqual([
      '/service',
      '/service?tab=Express+Service',
      '/service?tab=Tyres',
    ])
  })
})
