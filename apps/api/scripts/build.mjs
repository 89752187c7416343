// `npm run build`: bundles the API (src/main.ts and the workspace packages it imports, which
// export TypeScript) into dist/main.js and dist/chunks/ (or --outdir), so `causeway …` starts
// without compiling anything. Libraries stay external: node resolves them from node_modules as
// usual. The files are written beside their final names and renamed, so a server starting during a
// build never reads half a file.
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
// `--outdir=<dir>` builds elsewhere (the benchmarks use their own folder, so they never race a
// build or an end-to-end run that holds dist/).
const outdirArgument = process.argv.find((argument) => argument.startsWith('--outdir='));
const outdir = outdirArgument
  ? path.resolve(outdirArgument.slice('--outdir='.length))
  : path.join(root, 'dist');

/** Bundle our own code (relative paths, @causeway/*); leave every other package to node. */
const externalLibraries = {
  name: 'external-libraries',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@causeway/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir,
  bundle: true,
  // What main.ts imports only when it serves HTTP (the app) goes in a chunk of its own, with the
  // libraries only it uses: processes that serve none never load them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalLibraries],
  write: false,
}).catch(() => process.exit(1)); // esbuild has printed the errors

const suffix = `.${process.pid}.tmp`;
const written = result.outputFiles.map((file) => file.path);
for (const file of result.outputFiles) {
  await mkdir(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path + suffix, file.contents);
}
// The chunks first: main.js names them (by their content's hash), so it must come last.
const entry = path.join(outdir, 'main.js');
const last = (file) => file === entry || file === `${entry}.map`;
for (const file of [...written.filter((file) => !last(file)), ...written.filter(last)])
  renameSync(file + suffix, file);
// Chunks of earlier builds: no main.js names them any more.
const chunks = path.join(outdir, 'chunks');
for (const name of readdirSync(chunks))
  if (!written.includes(path.join(chunks, name))) rmSync(path.join(chunks, name), { force: true });
console.info(`built ${path.relative(process.cwd(), entry)}`);
