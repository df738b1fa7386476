/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.byteLength < 24 || signature.some((byte, i) => png[i] !== byte)) {
    throw new Error('not a PNG');
  }
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
