// The allow-list lives in services/rich-text.ts: the console's content editor (admin module) cleans
// what it stores and previews with the very same function the article endpoints apply on read.
export { plainText, sanitizeRichText } from '../../services/rich-text.ts'
