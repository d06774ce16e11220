import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'
import { createPartnersRepository } from './partners.repository.ts'

/** Operators: cooperation enquiries (mark handled) and local service providers (create, edit, publish). */
export const partnerAdminHandlers = defineHandlers({
  async 'Admin/EnquiryList'(_input, ctx) {
    await requireConsole(ctx, 'Admin/EnquiryList')
    return createPartnersRepository(ctx.db).enquiries()
  },

  async 'Admin/EnquiryHandle'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/EnquiryHandle')
    const now = ctx.now()
    const repo = createPartnersRepository(ctx.db)
    return ctx.db.transaction(async (tx) => {
      const before = await repo.enquiryForUpdate(tx, input.Id)
      if (!before) throw new AppError(ErrorCode.NotFound, '咨询不存在')
      const after = await repo.setEnquiryHandled(tx, input.Id, input.Handled, input.Note, now)
      await writeAudit(tx, me, input.Handled ? 'enquiry.handle' : 'enquiry.reopen', `enquiry:${input.Id}`, before, after, now)
      return after
    })
  },

  async 'Admin/AgentList'(_input, ctx) {
    await requireConsole(ctx, 'Admin/AgentList')
    return createPartnersRepository(ctx.db).agents()
  },

  async 'Admin/AgentSave'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/AgentSave')
    const now = ctx.now()
    const repo = createPartnersRepository(ctx.db)
    const fields = {
      name: input.Name,
      provinceId: input.ProvinceId,
      cityId: input.CityId,
      address: input.Address,
      contact: input.Contact,
      phone: input.Phone,
      note: input.Note,
      published: input.Published,
    }
    return ctx.db.transaction(async (tx) => {
      if (input.Id === undefined) {
        const created = await repo.insertAgent(tx, fields)
        await writeAudit(tx, me, 'agent.create', `agent:${created.Id}`, null, created, now)
        return created
      }
      const before = await repo.agentForUpdate(tx, input.Id)
      if (!before) throw new AppError(ErrorCode.NotFound, '服务商不存在')
      const after = await repo.updateAgent(tx, input.Id, fields)
      await writeAudit(tx, me, 'agent.update', `agent:${input.Id}`, before, after, now)
      return after
    })
  },
})
