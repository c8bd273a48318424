import { describe, expect, it } from 'vitest'
import { mergeSiteTheme, platformDefaultTheme } from './theme.ts'

describe('mergeSiteTheme', () => {
  it('inherits group colours the dealer does not set', () => {
    const theme = mergeSiteTheme(
      { primaryColour: '#001e50', accentColour: '#0040c5' },
      { accentColour: '#00b0f0' },
    )
    expect(theme).toMatchObject({ primaryColour: '#001e50', accentColour: '#00b0f0' })
    expect(theme.onPrimaryColour).toBe(platformDefaultTheme.onPrimaryColour)
  })
  it('ignores a value that is not a hex colour, so nothing can escape into CSS', () => {
    const theme = mergeSiteTheme({ primaryColour: 'red;} body{display:none' })
    expect(theme.primaryColour).toBe(platformDefaultTheme.primaryColour)
  })
  it('takes the logo with its alt text from the most specific layer', () => {
    const theme = mergeSiteTheme(
      { logoUrl: '/g.svg', logoAlt: 'Group' },
      { logoUrl: '/d.svg', logoAlt: 'Dealer' },
    )
    expect(theme).toMatchObject({ logoUrl: '/d.svg', logoAlt: 'Dealer' })
  })
})
