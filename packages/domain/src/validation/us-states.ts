import { z } from 'zod';

// USPS two-letter codes: the 50 states, DC, the inhabited territories and the military "states".
// biome-ignore format: a table reads better ten to a row
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC',
  'PR', 'GU', 'VI', 'AS', 'MP',
  'AA', 'AE', 'AP',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];
export const usStateCodeSchema = z.enum(US_STATE_CODES);

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}
