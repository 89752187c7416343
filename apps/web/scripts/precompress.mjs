// The build's compressed copies: a Brotli (`.br`) and a gzip (`.gz`) file beside a text file, at
// high levels (the work is done once, at build time), so the server sends them precompressed
// (@fastify/static `preCompressed`). Used by the bundle's plugin (vite.config.ts) and by the
// prerendered pages (scripts/prerender.mjs).
import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

// Below about a packet, compressing saves nothing worth a second file.
const COMPRESS_MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` holding `body`, unless it is too small to gain. */
export async function writeCompressedCopies(file, body) {
  const bytes = Buffer.from(body);
  if (bytes.length < COMPRESS_MIN_BYTES) return;
  const brotli = brotliCompressSync(bytes, {
    params: {
      // Quality 9: within a few per cent of the maximum (11) at a fraction of its build time.
      [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}
