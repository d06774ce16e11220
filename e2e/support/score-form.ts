import type { Page } from 'playwright-core'
import { openRoute } from './browser.ts'

export type ScoreAndBatch = {
  /** the province as the picker names it, e.g. `四川` */
  province: string
  score: string
  /** the batch's name on the batch page, e.g. `普通本科批` (its first enabled row that holds it) */
  batch: string
  /** the 首选 chip; 物理类 unless given */
  track?: string
  /** the 再选 chips; 化学 and 生物 unless given */
  electives?: readonly string[]
}

/**
 * The filling journeys' first steps on a signed-in phone: the score form (province, score, subjects), the batch
 * page, the batch; ends when the list of units shows its first card.
 */
export async function enterScoreAndOpenBatch(page: Page, c: ScoreAndBatch): Promise<void> {
  await openRoute(page, 'pages/query/scoreForm')
  await page.getByText('高考省份').click()
  await page.locator('.adm-popup').getByText(c.province, { exact: true }).click()
  await page.getByTestId('province-value').getByText(c.province).waitFor()
  await page.getByPlaceholder('请输入分数').fill(c.score)
  await page
    .locator('.adm-selector-item')
    .getByText(c.track ?? '物理类', { exact: true })
    .click()
  for (const s of c.electives ?? ['化学', '生物']) await page.locator('.adm-selector-item').getByText(s, { exact: true }).click()
  await page.getByRole('button', { name: '下一步：选择批次' }).click()
  await page.waitForURL(/(newExam|college)\/batch/)
  await page.locator('.adm-list-item:not(.adm-list-item-disabled)').filter({ hasText: c.batch }).first().click()
  await page.waitForURL(/query\/college\/index/)
  await page.getByTestId('unit-card').first().waitFor()
}
