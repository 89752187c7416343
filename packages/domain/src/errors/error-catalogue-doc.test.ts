/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { withErrorCatalogue } from './error-catalogue-doc.ts';

// The document as text, read by the test runner (the domain itself does no I/O).
const [apiDoc] = Object.values(
  import.meta.glob<string>('../../../../docs/api.md', { query: '?raw', import: 'default', eager: true }),
);

describe('docs/api.md "Errors"', () => {
  it('lists exactly the error catalogue (`npm run docs:errors` rewrites it)', () => {
    expect(apiDoc).toBeDefined();
    expect(apiDoc).toBe(withErrorCatalogue(apiDoc ?? ''));
  });
});
