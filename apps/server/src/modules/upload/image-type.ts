export type ImageType = { ext: 'png' | 'jpg' | 'webp'; contentType: 'image/png' | 'image/jpeg' | 'image/webp' }

/** The image type by its magic bytes; the client's Content-Type and file name are not trusted. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' }
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', contentType: 'image/jpeg' }
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { ext: 'webp', contentType: 'image/webp' }
  }
  return null
}

export const contentTypeOfExt: Record<ImageType['ext'], ImageType['contentType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
}
