import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from './prepared-answers.ts';

/**
 * Answers of 1 KB or more go out brotli- or gzip-compressed when the client accepts it (issue
 * 10). Not compressed again: what already has a Content-Encoding (the built portal's
 * precompressed files, prepared answers), raw file downloads (their routes opt out), and types
 * that are not compressible (images, PDFs). Request bodies are not decompressed.
 */
export const installCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
};
