import { ErrorCode } from '@gk/contract'
import { regions } from '../../db/regions.ts'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createPartnerRepository } from './partner.repository.ts'

/** Company page text; the operator's name, address, phone and e-mail come from the environment. */
const COMPANY_INTRO = [
  '我们为高中学生和家长提供高考志愿填报、院校与专业查询、选科与生涯规划服务。',
  '平台数据来自各省教育考试院等公开渠道，并标注来源与质量；估算数据会明确标识。',
  '线下服务由各地服务商提供，可在“本地服务商”页面查询。',
]
const APP_NAME = '高考志愿规划'

const ENQUIRIES_PER_IP_PER_HOUR = 5

function cityName(provinceId: number, cityId: number | null): string {
  if (cityId === null) return ''
  const name = regions.cities(provinceId).find((c) => c.ID === cityId)?.Name ?? ''
  // municipalities have one "city" named 市辖区 (statistical placeholder), not worth showing
  return name === '市辖区' ? '' : name
}

/** Local service providers, company info and the cooperation enquiry form (our own calls). */
export const partnerHandlers = defineHandlers({
  async 'Portal/AgentList'(input, ctx) {
    const rows = await createPartnerRepository(ctx.db).agents(input.ProvinceId ?? null, input.CityId ?? null)
    return rows.map((a) => ({
      ID: a.id,
      Name: a.name,
      ProvinceId: a.province_id,
      ProvinceName: regions.provinceName(a.province_id),
      CityId: a.city_id,
      CityName: cityName(a.province_id, a.city_id),
      Address: a.address,
      Contact: a.contact,
      Phone: a.phone,
      Services: JSON.parse(a.services) as string[],
    }))
  },

  async 'Portal/CompanyInfo'(_input, ctx) {
    const { COMPANY_NAME, COMPANY_ADDRESS, COMPANY_PHONE, COMPANY_EMAIL } = ctx.env
    // an operator field not configured is sent empty and the page leaves its line out
    return {
      Name: COMPANY_NAME || APP_NAME,
      Intro: COMPANY_INTRO,
      Address: COMPANY_ADDRESS,
      Phone: COMPANY_PHONE,
      Email: COMPANY_EMAIL,
      WorkHours: '周一至周日 9:00-18:00',
    }
  },

  async 'Portal/CooperationSubmit'(input, ctx) {
    const repo = createPartnerRepository(ctx.db)
    const now = ctx.now()
    // an open form: a few per hour per IP keeps the operators' list readable
    if ((await repo.enquiriesSince(ctx.ip, new Date(now.getTime() - 3600_000))) >= ENQUIRIES_PER_IP_PER_HOUR) {
      throw new AppError(ErrorCode.RateLimited, '提交太频繁，请稍后再试')
    }
    const id = await repo.insertEnquiry({
      user_id: ctx.user?.userId ?? null,
      name: input.Name,
      mobile: input.Mobile,
      organization: input.Organization ?? '',
      province_id: input.ProvinceId ?? null,
      cooperation_type: input.CooperationType,
      message: input.Message,
      ip: ctx.ip,
      created_at: now,
    })
    return { ID: id }
  },
})
