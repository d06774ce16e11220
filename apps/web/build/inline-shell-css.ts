import type { Plugin } from 'vite'

/**
 * Writes the shell's stylesheets into index.html: each link blocked the first paint for a round trip
 * (~150 ms for the three on slow 4G) for a few KB of CSS. The link stays, disabled (not applied, not
 * waited for): lazily loaded pages list the same files, and the loader, finding no link for one, would
 * add it again, after the page's own styles.
 */
export function inlineShellCss(): Plugin {
  return {
    name: 'gk-inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"([^>]*)href="\.\/(assets\/[^"]+\.css)"([^>]*)>/g, (link, before: string, file: string, after: string) => {
          const css = bundle[file]
          if (!css || css.type !== 'asset') return link
          return `<style>${String(css.source)}</style>\n    <link rel="stylesheet"${before}href="./${file}"${after} disabled>`
        })
      },
    },
  }
}
