/** True inside the WeChat in-app browser (its user agent carries `MicroMessenger`). */
export function isWechatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent)
}
