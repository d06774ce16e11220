import { z } from 'zod'
import { MobileSchema } from './common.ts'

export const AgentSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  ProvinceId: z.number().int(),
  ProvinceName: z.string(),
  CityId: z.number().int().nullable(),
  CityName: z.string(),
  Address: z.string(),
  Contact: z.string(),
  Phone: z.string(),
  Services: z.array(z.string()),
})
export type Agent = z.infer<typeof AgentSchema>

/** Ours (the spec lists no call for it): local service providers by region for agent/index. */
export const AgentList = {
  input: z.object({
    ProvinceId: z.coerce.number().int().min(0).max(99).optional(),
    CityId: z.coerce.number().int().min(0).max(9999).optional(),
  }),
  output: z.array(AgentSchema),
}

/** Ours: company page content. */
export const CompanyInfo = {
  input: z.object({}).loose(),
  output: z.object({
    Name: z.string(),
    Intro: z.array(z.string()),
    Address: z.string(),
    Phone: z.string(),
    Email: z.string(),
    WorkHours: z.string(),
  }),
}

export const CooperationTypes = ['代理加盟', '学校合作', '机构合作', '媒体合作', '其他'] as const

/** Ours: the cooperation enquiry form, stored for operators. */
export const CooperationSubmit = {
  input: z.object({
    Name: z.string({ error: '请输入联系人' }).trim().min(1, { error: '请输入联系人' }).max(30, { error: '联系人最多30个字' }),
    Mobile: MobileSchema,
    Organization: z.string().trim().max(60, { error: '单位名称最多60个字' }).optional(),
    ProvinceId: z.coerce.number().int().min(11).max(82).optional(),
    CooperationType: z.enum(CooperationTypes, { error: '请选择合作类型' }),
    Message: z.string({ error: '请填写合作意向' }).trim().min(5, { error: '合作意向至少5个字' }).max(500, { error: '合作意向最多500个字' }),
  }),
  output: z.object({ ID: z.number().int() }),
}

/** Partners and company (our own calls, under Portal). */
export const partnerEndpoints = {
  'Portal/AgentList': AgentList,
  'Portal/CompanyInfo': CompanyInfo,
  'Portal/CooperationSubmit': CooperationSubmit,
}
