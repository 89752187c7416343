import { describe, expect, it } from 'vitest';
import * as nacha from './index.ts';

describe('@causeway/nacha public API', () => {
  it('exports the writer, the readers, the NOC helpers, the code tables and the error', () => {
    expect(Object.keys(nacha).sort()).toEqual([
      'CHANGE_CODES',
      'NachaError',
      'RETURN_CODES',
      'abaCheckDigit',
      'formatCorrectedData',
      'isValidRoutingNumber',
      'parseCorrectedData',
      'readAchFile',
      'readReturnsAndCorrections',
      'writeAchFile',
    ]);
  });
});
