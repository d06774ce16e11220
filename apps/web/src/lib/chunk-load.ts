import { CHUNK_TIMEOUT_MS } from '@gk/contract'

/** Chunk load failure types */
export type ChunkLoadErrorType = 'timeout' | 'missing'

export class ChunkLoadError extends Error {
  readonly type: ChunkLoadErrorType
  constructor(type: ChunkLoadErrorType, cause?: unknown) {
    super(type === 'timeout' ? '页面资源加载超时' : '页面资源加载失败', { cause })
    this.name = 'ChunkLoadError'
    this.type = type
  }
}

/** Loads a lazy chunk; rejects with type `timeout` after 120 s and `missing` when the import fails. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    loader().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error))
      },
    )
  })
}
