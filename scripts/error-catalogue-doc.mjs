// Writes the error catalogue's tables into docs/api.md "Errors" (between the error-catalogue
// markers). Run with `npm run docs:errors` (tsx, to import the domain's TypeScript);
// packages/domain/src/errors/error-catalogue-doc.test.ts fails while the document is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { withErrorCatalogue } from '../packages/domain/src/errors/error-catalogue-doc.ts';

const path = new URL('../docs/api.md', import.meta.url);
const current = readFileSync(path, 'utf8');
const next = withErrorCatalogue(current);
if (next === current) {
  console.info('docs/api.md: the error catalogue is up to date');
} else {
  writeFileSync(path, next);
  console.info('docs/api.md: the error catalogue was rewritten');
}
