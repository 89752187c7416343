// `npm run build`: bundles the API (src/main.ts and the workspace packages it imports, which
// export TypeScript) into dist/main.js (or --outdir), so `causeway …` starts without compiling anything.
// Libraries stay external: node resolves them from node_modules as usual. The files are written
// beside their final names and renamed, so a server starting during a build never reads half a file.
import { renameSync, writeFileSync } from 'node:fs';
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
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
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

await mkdir(outdir, { recursive: true });
const suffix = `.${process.pid}.tmp`;
for (const file of result.outputFiles) writeFileSync(file.path + suffix, file.contents);
for (const file of result.outputFiles) renameSync(file.path + suffix, file.path);
console.info(`built ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
