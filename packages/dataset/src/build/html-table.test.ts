import { describe, expect, it } from 'vitest'
import { readHtmlTable } from './html-table.ts'

describe('readHtmlTable', () => {
  it('lays spanned header cells out like a spreadsheet and decodes entities', () => {
    const html = `<html><body><table>
      <tr><td colspan="3">2020 一分一段表</td></tr>
      <tr><td rowspan="2">分数段</td><td colspan="2">全体</td></tr>
      <tr><td>本段人数</td><td x:num>累计&nbsp;人数</td></tr>
      <tr><td x:num>696</td><td>9</td><td>5&amp;6</td></tr>
    </table></body></html>`
    expect(readHtmlTable(html)).toEqual([
      ['2020 一分一段表', '', ''],
      ['分数段', '全体', ''],
      ['', '本段人数', '累计 人数'],
      ['696', '9', '5&6'],
    ])
  })
})
