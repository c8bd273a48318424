import { describe, expect, it } from 'vitest'
import { bannerSvg, escapeXml, sceneSvg, splitIntoTwoLines, wordmarkSvg } from './svg.ts'

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"bikes">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;bikes&quot;&gt;')
  })
})

describe('splitIntoTwoLines', () => {
  it('splits a name where both lines come out closest in length', () => {
    expect(splitIntoTwoLines('Harbourside Volkswagen')).toEqual(['Harbourside', 'Volkswagen'])
    expect(splitIntoTwoLines('Outback Trucks & Caravans')).toEqual(['Outback Trucks', '& Caravans'])
    expect(splitIntoTwoLines('Toyota')).toEqual(['Toyota'])
  })
})

describe('wordmarkSvg', () => {
  const svg = wordmarkSvg({
    text: 'Outback Trucks & Caravans',
    background: '#7a3e00',
    foreground: '#ffffff',
    accent: '#d97706',
  })

  it('draws the name in the theme colours at 240 x 64', () => {
    expect(svg).toContain('width="240" height="64"')
    expect(svg).toContain('fill="#7a3e00"')
    expect(svg).toContain('fill="#d97706"')
    expect(svg).toContain('OUTBACK TRUCKS</text>')
    expect(svg).toContain('aria-label="Outback Trucks &amp; Caravans"')
  })

  it('names only the generic sans-serif family, so no browser looks up fonts it lacks to draw it', () => {
    const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((match) => match[1])
    expect(families).toEqual(['sans-serif', 'sans-serif'])
  })

  it('leads the name with the accent bar, so no bar is left at the empty end of the box', () => {
    expect(svg).toContain('<rect x="12" y="12" width="4" height="40" rx="2" fill="#d97706"/>')
    for (const match of svg.matchAll(/<text x="(\d+)"/g)) expect(Number(match[1])).toBeGreaterThan(16)
  })

  it('never leaves a bare ampersand in the markup', () => {
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('squeezes a name too long for the box instead of letting it overflow', () => {
    const long = wordmarkSvg({
      text: 'Supercalifragilisticexpialidocious',
      background: '#000000',
      foreground: '#ffffff',
      accent: '#ff0000',
    })
    expect(long).toContain('lengthAdjust="spacingAndGlyphs"')
  })
})

describe('bannerSvg', () => {
  it('draws a 1600 x 500 gradient banner with the title', () => {
    const svg = bannerSvg({
      title: 'Toyota',
      subtitle: 'New and used cars',
      from: '#12263a',
      to: '#05080c',
      accent: '#c9a227',
      foreground: '#ffffff',
    })
    expect(svg).toContain('width="1600" height="500"')
    expect(svg).toContain('<stop offset="0" stop-color="#12263a"/>')
    expect(svg).toContain('>Toyota</text>')
  })
})

describe('sceneSvg', () => {
  const scene = (variant: number, caption?: { title: string; subtitle: string; foreground: string }) =>
    sceneSvg({
      from: '#001e50',
      to: '#05080c',
      accent: '#0040c5',
      variant,
      caption,
      width: 1920,
      height: 700,
    })

  it('draws a 1920 x 700 picture, different for each slide of a site', () => {
    expect(scene(0)).toContain('width="1920" height="700"')
    expect(new Set([0, 1, 2, 3].map((variant) => scene(variant))).size).toBe(4)
  })

  it('writes the words in only when the slide shows the image alone', () => {
    expect(scene(0)).not.toContain('Care Plans</text>')
    expect(scene(0, { title: 'Care Plans', subtitle: 'Save', foreground: '#ffffff' })).toContain(
      '>Care Plans</text>',
    )
  })
})
