#!/usr/bin/env node
// Merges translation keys into the locale catalogues in one read-modify-write per file, so several
// people (or helpers) adding keys at once do not overwrite each other's edits, and key order stays
// stable. Usage: node scripts/merge-locale-keys.mjs keys.json
//   keys.json: { "en": { "section": { "key": "text" } }, "ar": { ... }, ... } (nested objects merge)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'i18n', 'locales');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(typeof target[key] === 'object' && target[key] ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const [keysFile] = process.argv.slice(2);
if (!keysFile) {
  process.stderr.write('usage: node scripts/merge-locale-keys.mjs keys.json\n');
  process.exit(2);
}
const byLanguage = JSON.parse(readFileSync(keysFile, 'utf8'));
for (const [language, keys] of Object.entries(byLanguage)) {
  const file = join(LOCALES_DIR, `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(catalogue, keys), null, 2)}\n`);
}
process.stdout.write(`merged keys for ${Object.keys(byLanguage).join(', ')}\n`);
