import { z } from 'zod'

/** The console's partner desk (operators): cooperation enquiries and agents. */
export const AdminEnquirySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Mobile: z.string(),
  Organization: z.string(),
  Type: z.string(),
  Content: z.string(),
  CreatedAt: z.string(),
  Handled: z.boolean(),
  HandledAt: z.string().nullable(),
  HandledNote: z.string(),
})
export type AdminEnquiry = z.infer<typeof AdminEnquirySchema>

export const AdminAgentSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** region codes as text (kept for older console builds) */
  Province: z.string(),
  City: z.string(),
  ProvinceId: z.number().int(),
  CityId: z.number().int().nullable(),
  Address: z.string(),
  Contact: z.string(),
  Phone: z.string(),
  Note: z.string(),
  Published: z.boolean(),
})
export type AdminAgent = z.infer<typeof AdminAgentSchema>
export const adminPartnerEndpoints = {
  'Admin/EnquiryList': { input: z.object({}).loose(), output: z.array(AdminEnquirySchema) },
  /** marks an enquiry handled (with an optional note) or back to unhandled */
  'Admin/EnquiryHandle': {
    input: z.object({
      Id: z.coerce.number({ error: '咨询不存在' }).int({ error: '咨询不存在' }).positive({ error: '咨询不存在' }),
      Handled: z.boolean({ error: '请选择处理状态' }).default(true),
      Note: z.string({ error: '备注格式不正确' }).trim().max(500, { error: '备注最多500字' }).default(''),
    }),
    output: AdminEnquirySchema,
  },
  'Admin/AgentList': { input: z.object({}).loose(), output: z.array(AdminAgentSchema) },
  /** creates (no Id) or updates an agent; published agents show in Portal/AgentList */
  'Admin/AgentSave': {
    input: z
      .object({
        Id: z.coerce.number({ error: '服务商不存在' }).int({ error: '服务商不存在' }).positive({ error: '服务商不存在' }).optional(),
        Name: z.string({ error: '请填写名称' }).trim().min(2, { error: '名称至少2个字' }).max(60, { error: '名称最多60字' }),
        ProvinceId: z.coerce
          .number({ error: '请填写省份代码' })
          .int({ error: '省份代码为2位数字' })
          .min(11, { error: '省份代码为2位数字' })
          .max(99, { error: '省份代码为2位数字' }),
        /** empty = serves the whole province */
        CityId: z.coerce
          .number({ error: '城市代码为4位数字' })
          .int({ error: '城市代码为4位数字' })
          .min(1101, { error: '城市代码为4位数字' })
          .max(9999, { error: '城市代码为4位数字' })
          .nullable()
          .default(null),
        Address: z.string({ error: '请填写地址' }).trim().min(2, { error: '请填写地址' }).max(200, { error: '地址最多200字' }),
        Contact: z.string({ error: '联系人格式不正确' }).trim().max(30, { error: '联系人最多30字' }).default(''),
        Phone: z
          .string({ error: '请填写联系电话' })
          .trim()
          .regex(/^[0-9][0-9\- ]{4,19}$/, { error: '请输入正确的联系电话' }),
        Note: z.string({ error: '备注格式不正确' }).trim().max(500, { error: '备注最多500字' }).default(''),
        Published: z.boolean({ error: '请选择是否发布' }).default(true),
      })
      .refine((a) => a.CityId === null || Math.floor(a.CityId / 100) === a.ProvinceId, { error: '城市代码与省份不一致', path: ['CityId'] }),
    output: AdminAgentSchema,
  },
}

type Role = 'operator' | 'expert' | 'admin'
const OPS: readonly Role[] = ['operator', 'admin']

export const adminPartnerRoles: Record<keyof typeof adminPartnerEndpoints, readonly Role[]> = {
  'Admin/EnquiryList': OPS,
  'Admin/EnquiryHandle': OPS,
  'Admin/AgentList': OPS,
  'Admin/AgentSave': OPS,
}
