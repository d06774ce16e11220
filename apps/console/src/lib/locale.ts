import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

/**
 * Chinese for antd's own words (确定/取消/暂无数据/今天) and dayjs's month and weekday names in the
 * date pickers. The ES build of the locale: the CommonJS `antd/locale/zh_CN` re-export can reach the
 * production bundle wrapped in a second `default`, which antd reads as no locale (English).
 */
dayjs.locale('zh-cn')
export const consoleLocale = zhCN
