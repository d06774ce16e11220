import { createRequire } from 'node:module'
import { Jieba } from '@node-rs/jieba'

const require = createRequire(import.meta.url)
let jieba: Jieba | null = null

/** jieba with its default dictionary (shipped inside the npm package; loaded once, ~0.3 s), shared by every reader. */
export function segmenter(): Jieba {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array }
    jieba = Jieba.withDict(dict)
  }
  return jieba
}

/** The words of `text` with their part of speech (nr: a person's name, ns: a place, x: not in the dictionary …). */
export function taggedWords(text: string): { word: string; tag: string }[] {
  return segmenter().tag(text, true)
}
