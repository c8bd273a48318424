import { describe, expect, it } from 'vitest'
import { sanitiseModelHtml } from './sanitise-model-html.server'

describe('sanitiseModelHtml', () => {
  it('keeps paragraphs, h2-h4, lists, bold, italic, line breaks and safe links', () => {
    const html =
      '<h2>Grades</h2><h3>Life</h3><h4>Engine</h4><p>A <strong>big</strong> <em>boot</em><br>and more</p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="https://www.volkswagen.com.au/">Brochure</a> <a href="/special-offers">Offers</a> <a href="mailto:sales@example.com">Email</a> <a href="tel:0295550100">Call</a></p>'
    expect(sanitiseModelHtml(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('removes scripts with their code, and styles, frames and images', () => {
    const clean = sanitiseModelHtml(
      '<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://ads.example"></iframe><img src="x.gif" onerror="alert(1)"><SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
    )
    expect(clean).toBe('<p>Hi</p>')
  })

  it('removes event handlers, inline styles and every other attribute', () => {
    const clean = sanitiseModelHtml(
      '<p class="lead" style="color:red" onclick="alert(1)" id="x">Text <a href="/models" onmouseover="alert(2)" target="_blank" style="x">link</a></p>',
    )
    expect(clean).toBe('<p>Text <a href="/models">link</a></p>')
    expect(clean).not.toMatch(/on\w+=|style=|class=/i)
  })

  it('turns javascript:, data: and protocol-relative links into plain text', () => {
    const clean = sanitiseModelHtml(
      '<p><a href="javascript:alert(1)">one</a> <a href="  JaVaScRiPt:alert(1)">two</a> <a href="java&#x09;script:alert(1)">three</a> <a href="data:text/html,<script>alert(1)</script>">four</a> <a href="//evil.example/">five</a> <a>six</a></p>',
    )
    expect(clean).toBe('<p>one two three four five six</p>')
    expect(clean).not.toMatch(/javascript:|data:|href/i)
  })

  it('keeps the text of tags it does not allow, and maps h1, b and i', () => {
    expect(sanitiseModelHtml('<div><span>Kept</span> <h1>Title</h1><b>bold</b><i>it</i></div>')).toBe(
      'Kept <h2>Title</h2><strong>bold</strong><em>it</em>',
    )
  })

  it('escapes text so it cannot open a tag, and returns an empty string for no HTML', () => {
    expect(sanitiseModelHtml('<p>1 &lt; 2 &amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp; &lt;script&gt;</p>',
    )
    expect(sanitiseModelHtml(null)).toBe('')
    expect(sanitiseModelHtml('')).toBe('')
  })
})
