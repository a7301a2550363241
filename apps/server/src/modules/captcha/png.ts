import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit, non-interlaced) with no dependency beyond node:zlib.
 *
 * The input is always RGBA. When every pixel is opaque the image is written as RGB (colour type 2),
 * a quarter smaller; otherwise as RGBA (colour type 6). Each scanline gets the PNG filter that the
 * usual heuristic (smallest sum of absolute byte values) picks, which shrinks gradients a lot.
 */
export type PngOptions = {
  /** zlib level, 0–9. Default 6. */
  level?: number;
  /** Write the alpha channel even when every pixel is opaque. */
  keepAlpha?: boolean;
  /** Filter types (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) to choose from per row. Default all five. */
  filters?: readonly number[];
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function encodePng(width: number, height: number, rgba: Uint8Array, options: PngOptions = {}): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid PNG size ${width}x${height}`);
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  }
  const alpha = options.keepAlpha === true || !isOpaque(rgba);
  const bpp = alpha ? 4 : 3;
  const stride = width * bpp;

  // Raw scanlines without the filter byte.
  const raw = new Uint8Array(stride * height);
  if (alpha) {
    raw.set(rgba);
  } else {
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
      raw[j] = rgba[i]!;
      raw[j + 1] = rgba[i + 1]!;
      raw[j + 2] = rgba[i + 2]!;
    }
  }

  const filtered = Buffer.alloc((stride + 1) * height);
  const filters = options.filters ?? [0, 1, 2, 3, 4];
  const candidates = Array.from({ length: 5 }, () => new Uint8Array(stride));
  const zeroRow = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? raw.subarray((y - 1) * stride, y * stride) : zeroRow;
    let best = 0;
    let bestScore = Infinity;
    for (const type of filters) {
      const score = filterRow(type, row, prev, bpp, candidates[type]!);
      if (score < bestScore) {
        bestScore = score;
        best = type;
      }
    }
    const at = y * (stride + 1);
    filtered[at] = best;
    filtered.set(candidates[best]!, at + 1);
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = alpha ? 6 : 2; // colour type: RGBA or RGB
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive
  header[12] = 0; // no interlace

  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: options.level ?? 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) return false;
  }
  return true;
}

/** Writes the filtered row into `out` and returns the heuristic's score (sum of |signed byte|). */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array): number {
  const n = row.length;
  let score = 0;
  // One plain loop per filter type: this runs for every byte five times, so it must stay simple.
  if (type === 0) {
    for (let i = 0; i < n; i++) {
      const v = row[i]!;
      out[i] = v;
      score += absSigned(v);
    }
  } else if (type === 1) {
    for (let i = 0; i < n; i++) {
      const v = (row[i]! - (i >= bpp ? row[i - bpp]! : 0)) & 0xff;
      out[i] = v;
      score += absSigned(v);
    }
  } else if (type === 2) {
    for (let i = 0; i < n; i++) {
      const v = (row[i]! - prev[i]!) & 0xff;
      out[i] = v;
      score += absSigned(v);
    }
  } else if (type === 3) {
    for (let i = 0; i < n; i++) {
      const v = (row[i]! - (((i >= bpp ? row[i - bpp]! : 0) + prev[i]!) >> 1)) & 0xff;
      out[i] = v;
      score += absSigned(v);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const v = (row[i]! - paeth(a, prev[i]!, c)) & 0xff;
      out[i] = v;
      score += absSigned(v);
    }
  }
  return score;
}

/** |v| with v read as a signed byte; branch-free, since on noisy images the branch mispredicts. */
function absSigned(v: number): number {
  const s = (v << 24) >> 24;
  const m = s >> 31;
  return (s ^ m) - m;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
