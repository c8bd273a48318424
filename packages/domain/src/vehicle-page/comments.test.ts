import { describe, expect, it } from 'vitest'
import {
  DEALER_COMMENTS_PENDING,
  DEALER_COMMENTS_PREVIEW_LENGTH,
  dealerComments,
  splitDealerComments,
} from './comments.ts'

describe('dealer comments', () => {
  it('"Dealer comments are split on the | character into paragraphs"', () => {
    expect(splitDealerComments('One owner.| Full service history. |Trade-ins welcome.')).toEqual([
      'One owner.',
      'Full service history.',
      'Trade-ins welcome.',
    ])
    expect(splitDealerComments('a||b|')).toEqual(['a', 'b'])
  })

  it('"empty comments show \'Dealer comments are pending. Please check back here later.\'"', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
    for (const raw of ['', '   ', '|', null, undefined]) {
      expect(dealerComments(raw)).toEqual({
        paragraphs: [DEALER_COMMENTS_PENDING],
        preview: [DEALER_COMMENTS_PENDING],
        truncated: false,
        pending: true,
      })
    }
  })

  it('"truncated to 400 characters in preview"', () => {
    expect(DEALER_COMMENTS_PREVIEW_LENGTH).toBe(400)
    const first = 'a'.repeat(150)
    const second = 'b'.repeat(300)
    const comments = dealerComments(`${first}|${second}|${'c'.repeat(20)}`)
    expect(comments.paragraphs).toHaveLength(3)
    expect(comments.truncated).toBe(true)
    expect(comments.preview).toEqual([first, `${'b'.repeat(250)}...`])
    const previewText = comments.preview.join('').replace(/\.\.\.$/, '')
    expect(previewText).toHaveLength(400)
  })

  it('shows short comments whole', () => {
    const exactly400 = 'x'.repeat(400)
    expect(dealerComments(exactly400)).toEqual({
      paragraphs: [exactly400],
      preview: [exactly400],
      truncated: false,
      pending: false,
    })
  })

  it('marks the end when the limit falls exactly between paragraphs', () => {
    const comments = dealerComments(`${'a'.repeat(400)}|more`)
    expect(comments.truncated).toBe(true)
    expect(comments.preview).toEqual([`${'a'.repeat(400)}...`])
  })
})
