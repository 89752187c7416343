// Summarises a V8 CPU profile (.cpuprofile) into self-time shares per component of the API process.

/** Where a sampled function belongs; the first matching bucket wins. */
const BUCKETS = [
  ['idle', (frame) => frame.functionName === '(idle)'],
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  [
    'PGlite (PostgreSQL in WebAssembly)',
    (frame) => frame.url.startsWith('wasm://') || frame.url.includes('/@electric-sql/pglite/'),
  ],
  ['Drizzle (SQL text, row mapping)', (frame) => frame.url.includes('/drizzle-orm/')],
  ['node-postgres (wire protocol)', (frame) => /\/node_modules\/pg[\w-]*\//.test(frame.url)],
  ['zod (request validation)', (frame) => frame.url.includes('/node_modules/zod/')],
  [
    'Fastify (routing, hooks, JSON)',
    (frame) =>
      /\/node_modules\/(fastify|@fastify|find-my-way|fast-json-stringify|avvio|light-my-request|fast-uri|secure-json-parse)/.test(
        frame.url,
      ),
  ],
  ['logging (pino)', (frame) => /\/node_modules\/pino/.test(frame.url)],
  ['benchmark probe (statement counting)', (frame) => frame.url.includes('/bench/lib/probe.mjs')],
  [
    'our code (apps/api, packages)',
    (frame) =>
      frame.url.includes('/apps/api/src/') ||
      frame.url.includes('/apps/api/dist/') ||
      frame.url.includes('/packages/'),
  ],
  [
    'socket writes (writev / write system calls)',
    (frame) => frame.url === '' && /^write/.test(frame.functionName),
  ],
  ['Node internals (HTTP, streams, promises, timers)', (frame) => frame.url.startsWith('node:')],
  [
    'V8 and native code outside JavaScript',
    (frame) => frame.functionName === '(program)' || (frame.url === '' && frame.functionName !== '(root)'),
  ],
  ['other libraries', (frame) => frame.url.includes('/node_modules/')],
];

const bucketOf = (frame) => BUCKETS.find(([, matches]) => matches(frame))?.[0] ?? 'other';

/** Self time per bucket as a share of all samples, largest first: [{ bucket, share }]. */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) {
    const bucket = bucketOf(nodes.get(id).callFrame);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const total = profile.samples.length;
  return [...counts]
    .map(([bucket, samples]) => ({ bucket, share: samples / total }))
    .sort((a, b) => b.share - a.share);
}
