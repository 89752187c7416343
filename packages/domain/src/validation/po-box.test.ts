import { describe, expect, it } from 'vitest';
import { isPoBox } from './po-box.ts';

describe('isPoBox', () => {
  it.each([
    'PO Box 12',
    'po box 12',
    'P.O. Box 12',
    'P. O. Box 12',
    'P.O.Box 12',
    'p o box 12',
    'POBox 12',
    'PO. Box 12',
    'Post Office Box 12',
    'post office box 12',
    'POB 12',
    'P.O.B. 12',
    'POB #12',
    'Post Box 5',
    'Postal Box 5',
    '123 Main St PO Box 4',
  ])('%j is a PO Box', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    '123 Main St',
    '100 Polo Boxwood Rd',
    '1 Apollo Box Rd',
    '12 Pobst Street',
    '5 Pob Lane',
    'Box Elder Court 4',
    '77 Post Office Square',
    '9 Boxer Ave',
    'Apt 4B',
  ])('%j is not a PO Box', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
