import type { Plugin } from 'vite';

export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export type PrecompressRow = { file: string; raw: number; br: number; gzip: number };
export declare function precompressDir(dir: string, options?: { minBytes?: number }): Promise<PrecompressRow[]>;
export declare function precompressPlugin(): Plugin;
