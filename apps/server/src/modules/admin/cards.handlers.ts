import { ErrorCode } from '@gk/contract'
import { activationDeadline, cardsCsv, generateCardBatch } from '../../services/card-batches.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'
import { batchCards, productName } from './cards.repository.ts'

/** Card batches from the console: generate (the CSV with secrets, once) and export numbers and state. */
export const cardHandlers = defineHandlers({
  async 'Admin/CardBatchCreate'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/CardBatchCreate')
    const product = await productName(ctx.db, input.ProductId)
    if (!product) throw new AppError(ErrorCode.ProductNotFound)
    const activateBefore = input.ActivateBefore ? activationDeadline(input.ActivateBefore) : null
    if (input.ActivateBefore && !activateBefore) throw new AppError(ErrorCode.InvalidInput, '日期不正确')
    const now = ctx.now()
    // the deadline is the end of the chosen Beijing day: today still works, yesterday never would
    if (activateBefore && activateBefore.getTime() <= now.getTime()) throw new AppError(ErrorCode.InvalidInput, '激活截止日期已过，请选择今天或以后的日期')
    const { batchId, cards, repeated } = await generateCardBatch(ctx.db, {
      productId: input.ProductId,
      count: input.Count,
      note: input.Note,
      activateBefore,
      now,
      requestKey: input.RequestKey,
    })
    const fileName = `cards-batch-${batchId}.csv`
    if (repeated) return { BatchId: batchId, FileName: fileName, Csv: '', Repeated: true }
    await writeAudit(
      ctx.db,
      me,
      'cards.generate',
      `batch:${batchId}`,
      null,
      { ProductId: input.ProductId, Count: cards.length, Note: input.Note, ActivateBefore: input.ActivateBefore ?? null },
      now,
    )
    return { BatchId: batchId, FileName: fileName, Csv: cardsCsv(product.name, cards, activateBefore), Repeated: false }
  },

  async 'Admin/CardBatchExport'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/CardBatchExport')
    const rows = await batchCards(ctx.db, input.BatchId)
    if (!rows.length) throw new AppError(ErrorCode.NotFound, '批次不存在')
    const lines = ['\ufeff卡号,状态,激活用户,激活时间']
    for (const r of rows)
      lines.push(
        [r.card_no, r.activated_at ? '已激活' : '未激活', r.activated_by ?? '', r.activated_at ? new Date(r.activated_at).toISOString() : ''].join(','),
      )
    await writeAudit(ctx.db, me, 'cards.export', `batch:${input.BatchId}`, null, { Rows: rows.length }, ctx.now())
    return { FileName: `cards-batch-${input.BatchId}-status.csv`, Csv: `${lines.join('\r\n')}\r\n` }
  },
})
