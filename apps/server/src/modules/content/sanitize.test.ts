import { describe, expect, it } from 'vitest'
import { plainText, sanitizeRichText } from './sanitize.ts'

describe('sanitizeRichText', () => {
  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<a href="https://gaokao.example/a">x</a>', '<a href="https://gaokao.example/a" rel="noopener noreferrer" target="_blank">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" onclick="x()">t</p>', '<p>t</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<style>body{}</style><form><input></form>', ''],
    ['<table><tr><td colspan="2">x</td></tr></table>', '<table><tr><td colspan="2">x</td></tr></table>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected)
  })

  it('plainText removes tags', () => {
    expect(plainText('  <b>加粗</b>  标题 ')).toBe('加粗 标题')
  })
})
