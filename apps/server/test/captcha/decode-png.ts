import { crc32, inflateSync } from 'node:zlib';

/**
 * A test-only PNG reader for what `encodePng` writes (8-bit RGB or RGBA, not interlaced): checks the
 * signature and every chunk's CRC, inflates IDAT and undoes the scanline filters. Returns RGBA.
 */
export type DecodedPng = {
  width: number;
  height: number;
  colourType: number;
  chunks: string[];
  rgba: Uint8Array;
};

export function decodePng(png: Buffer): DecodedPng {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  signature.forEach((byte, i) => {
    if (png[i] !== byte) throw new Error('Bad PNG signature');
  });
  let at = 8;
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | null = null;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== crc) throw new Error(`Bad CRC in ${type}`);
    chunks.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!header) throw new Error('No IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = [header[8], header[9], header[10], header[11], header[12]];
  if (bitDepth !== 8 || compression !== 0 || filter !== 0 || interlace !== 0) throw new Error('Unsupported PNG');
  if (colourType !== 2 && colourType !== 6) throw new Error(`Unsupported colour type ${colourType}`);
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const filtered = inflateSync(Buffer.concat(idat));
  if (filtered.length !== (stride + 1) * height) throw new Error(`IDAT holds ${filtered.length} bytes`);
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = filtered[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = filtered[y * (stride + 1) + 1 + i]!;
      const a = i >= bpp ? raw[y * stride + i - bpp]! : 0;
      const b = y > 0 ? raw[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? raw[(y - 1) * stride + i - bpp]! : 0;
      let predictor: number;
      if (type === 0) predictor = 0;
      else if (type === 1) predictor = a;
      else if (type === 2) predictor = b;
      else if (type === 3) predictor = (a + b) >> 1;
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else throw new Error(`Bad filter type ${type}`);
      raw[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba[p * 4] = raw[p * bpp]!;
    rgba[p * 4 + 1] = raw[p * bpp + 1]!;
    rgba[p * 4 + 2] = raw[p * bpp + 2]!;
    rgba[p * 4 + 3] = bpp === 4 ? raw[p * bpp + 3]! : 255;
  }
  return { width, height, colourType, chunks, rgba };
}
