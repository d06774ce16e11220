/** Width of the design drafts the spec's rpx sizes refer to. */
export const DESIGN_WIDTH = 750

/**
 * Converts design units (rpx/upx) to CSS px for the current viewport width.
 *
 * @example
 * rpxToPx(88, 390) //=> 45.76
 */
export function rpxToPx(rpx: number, viewportWidth: number = window.innerWidth): number {
  return (rpx * viewportWidth) / DESIGN_WIDTH
}
