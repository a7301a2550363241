import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers under this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The answers a contract route marks `compressAnswer` (the catalogue, pages of histories, chat
 * messages) are sent br- or gzip-compressed when the client accepts it: the game catalogue of a full
 * lobby is hundreds of kilobytes of JSON, a tenth of that compressed, on a phone's slow connection.
 * Registered in the API scopes; serve() gives every other route `compress: false`, so no hook of this
 * plugin runs on them (the heartbeat among them). Brotli at quality 4, as the plugin recommends
 * (11 costs many times the CPU for a few per cent); the static files are precompressed at build.
 */
export const compressAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });
  },
  { name: 'compress-answers' },
);
