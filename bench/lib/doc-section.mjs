// Replaces a generated block of docs/performance.md, between <!-- bench:NAME:start/end --> markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PERFORMANCE_DOC = path.join(import.meta.dirname, '../../docs/performance.md');

/** Writes `markdown` between the markers of `name`; a missing block is appended under `heading`. */
export function writeSection(name, heading, markdown) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  let document = '';
  try {
    document = readFileSync(PERFORMANCE_DOC, 'utf8');
  } catch {
    document = '# Performance\n';
  }
  const section = `${start}\n${markdown}\n${end}`;
  document = document.includes(start)
    ? document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : `${document.trimEnd()}\n\n## ${heading}\n\n${section}\n`;
  writeFileSync(PERFORMANCE_DOC, document);
}
