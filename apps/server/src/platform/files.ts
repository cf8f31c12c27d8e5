/** Recognises an image from its first bytes, never from its name (DESIGN §5). */
export function sniffImage(data: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length > 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export const imageTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
