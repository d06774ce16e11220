/**
 * Chinese names for the codes the console shows (issue 34 item 7): operators read 会员/套餐 names and
 * audit actions, never `consult_custom`, `类型1` or `product.update`. Shared by the console (display) and
 * the server (the audit search matches these names).
 */

/** PackageData `ProductFrom` values (the products of that code keep their own names in the product list). */
export const packageNames: Record<string, string> = {
  plan: '学业规划包',
  plan2: '生涯规划进阶包',
  ai1: 'AI助手·基础版',
  ai2: 'AI助手·进阶版',
  ai3: 'AI助手·尊享版',
  gankao: '赶考合作包',
  consult_review: '志愿表专家审核',
  consult_custom: '专家定制志愿',
  parent_course: '家长必修课',
}

export const productKindNames: Record<string, string> = { member: '会员', package: '套餐' }

/** Every action the console writes to its audit log (`writeAudit`). */
export const auditActionNames: Record<string, string> = {
  'account.create': '新建账号',
  'account.update': '修改账号',
  'account.update+reset': '修改账号并重置密码',
  'account.password': '修改密码',
  'agent.create': '新增服务商',
  'agent.update': '修改服务商',
  'cards.generate': '生成激活卡',
  'cards.export': '导出激活卡',
  'cards.void': '作废激活卡',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'data.import': '导入年度数据',
  'enquiry.handle': '处理合作咨询',
  'enquiry.reopen': '重新打开合作咨询',
  'order.refund': '退款',
  'product.update': '修改商品价格',
  'ticket.assign': '领取工单',
  'ticket.start': '开始处理工单',
  'ticket.reply': '回复工单',
  'ticket.deliver': '交付工单',
  'user.grant': '发放权益',
}

/** The audit's before/after fields in Chinese; a field not listed shows its own name. */
export const auditFieldNames: Record<string, string> = {
  UserName: '用户名',
  DisplayName: '姓名',
  Role: '角色',
  Disabled: '停用',
  MustChangePassword: '待修改初始密码',
  Price: '售价（分）',
  OriginalPrice: '原价（分）',
  OnSale: '在售',
  ProductId: '商品',
  Count: '张数',
  Note: '备注',
  Reason: '原因',
  Days: '天数',
  State: '状态',
  Title: '标题',
  Published: '已发布',
  Kind: '类型',
  Province: '省份',
  Year: '年份',
  Amount: '金额（分）',
}

/** The action codes whose Chinese name contains `keyword` (the audit search by 退款, 价格 …). */
export function auditActionsMatching(keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return []
  return Object.entries(auditActionNames)
    .filter(([, name]) => name.includes(k))
    .map(([code]) => code)
}
