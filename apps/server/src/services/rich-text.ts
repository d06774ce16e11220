import sanitizeHtml from 'sanitize-html'

// A strict allow-list: text structure, links, images and simple tables. Everything else (script,
// style, iframe, forms, event handlers, inline styles) is dropped, and script-like text with it.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // links leave the app: no opener access, no referrer leak
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'title', 'rel', 'target'] }

/** Rich text as it may be stored and shown; run on write (import, console) and again on read. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim()
}

/** Plain text for titles and summaries: tags removed (React escapes the rest when it renders). */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
