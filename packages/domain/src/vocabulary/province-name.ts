/**
 * A province's name as people say it: 广西壮族自治区 → 广西, 河南省 → 河南, 北京市 → 北京. The longer suffixes come first: an
 * alternation anchored at the end takes the first that fits, and 自治区 alone would leave 广西壮族.
 */
export const provinceShortName = (name: string): string => name.replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|省|市)$/u, '')
