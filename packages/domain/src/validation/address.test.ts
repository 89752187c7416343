import { describe, expect, it } from 'vitest';
import {
  addressFirstNameSchema,
  addressLastNameSchema,
  addressOneSchema,
  addressSchema,
  addressTwoSchema,
  citySchema,
  stateSchema,
  zipSchema,
} from './address.ts';
import { englishOf } from './messages.ts';
import { shipmentMethodSchema } from './shipment-method.ts';
import { onlyMessage } from './test-helpers.ts';
import { US_STATE_CODES } from './us-states.ts';

const PO_BOX = 'Invalid Address One. This address cannot be a PO Box.';
const ADDRESS_TWO = 'Invalid Address Two, including No special characters allowed.';
const STATE = 'Invalid State: Input needs to be a 2 digit state code.';

describe.each<[string, Parameters<typeof onlyMessage>[0], [unknown, string | null][]]>([
  [
    'addressOneSchema',
    addressOneSchema,
    [
      ['123 Main St.', null],
      ['12-B Rue de l’Église', 'Invalid Address One.'],
      ["12 O'Neil Ave, #4", null],
      ['4/5 Calle Núñez', null],
      ['PO Box 12', PO_BOX],
      ['P.O. Box 7', PO_BOX],
      ['Post Office Box 3', PO_BOX],
      ['POB 12', PO_BOX],
      ['123 Main St; DROP', 'Invalid Address One.'],
      ['123 Main St!', 'Invalid Address One.'],
      ['a'.repeat(256), 'Invalid Address One. Please try again.'],
      ['', 'Address One is required'],
      ['   ', 'Address One is required'],
      [undefined, 'Address One is required'],
    ],
  ],
  [
    'addressTwoSchema',
    addressTwoSchema,
    [
      [undefined, null],
      ['', null],
      ['  ', null],
      ['Apt 4B', null],
      ['Suite #300, Floor 2', null],
      ['p o box 4', ADDRESS_TWO],
      ['Apt 4B!', ADDRESS_TWO],
      ['Apt <4>', ADDRESS_TWO],
      ['a'.repeat(256), ADDRESS_TWO],
      [4, ADDRESS_TWO],
    ],
  ],
  [
    'citySchema',
    citySchema,
    [
      ['New York', null],
      ['St. Louis', null],
      ['Winston-Salem', null],
      ['Española', null],
      ['29 Palms', null],
      ["Coeur d'Alene", 'City is not in the correct format'],
      ['Springfield!', 'City is not in the correct format'],
      ['a'.repeat(255), null],
      ['a'.repeat(256), 'City must have at most 255 characters'],
      ['', 'City is required'],
    ],
  ],
  [
    'stateSchema',
    stateSchema,
    [
      ['NY', null],
      ['ny', null],
      [' dc ', null],
      ['PR', null],
      ['AE', null],
      ['XX', STATE],
      ['New York', STATE],
      ['N', STATE],
      ['', STATE],
      [undefined, STATE],
    ],
  ],
  [
    'zipSchema',
    zipSchema,
    [
      ['10001', null],
      ['02134', null],
      ['1000', 'Zip must have exactly 5 characters'],
      ['100011', 'Zip must have exactly 5 characters'],
      ['10001-1234', 'Zip is not in the correct format'],
      ['1OOO1', 'Zip is not in the correct format'],
      ['', 'Zip is required'],
    ],
  ],
  [
    'addressFirstNameSchema',
    addressFirstNameSchema,
    [
      ['Ana Maria', null],
      ['Ana:Maria', 'First name is not in the correct format'],
      ['José', 'First name is not in the correct format'],
      ["O'Neil", 'First name is not in the correct format'],
      ['Ana2', 'First name is not in the correct format'],
      ['a'.repeat(256), 'First name must have at most 255 characters'],
      ['', 'First name is required'],
    ],
  ],
  [
    'addressLastNameSchema',
    addressLastNameSchema,
    [
      ['Smith Jones', null],
      ['Smith-Jones', 'Last name is not in the correct format'],
      ['Müller', 'Last name is not in the correct format'],
      ['', 'Last name is required'],
    ],
  ],
  [
    'shipmentMethodSchema',
    shipmentMethodSchema,
    [
      ['USPS_PRIORITY', null],
      ['UPS_NEXT_DAY', null],
      ['UPS_SECOND_DAY', null],
      ['USPS_GROUND', 'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.'],
      ['', 'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.'],
    ],
  ],
])('%s', (_name, schema, rows) => {
  it.each(rows)('%j → %j', (input, message) => {
    expect(onlyMessage(schema, input)).toBe(message);
  });
});

describe('US_STATE_CODES', () => {
  it('holds the 50 states, DC, 5 territories and 3 military codes, once each', () => {
    expect(US_STATE_CODES).toHaveLength(59);
    expect(new Set(US_STATE_CODES).size).toBe(59);
  });
});

describe('addressSchema', () => {
  it('normalises a valid address', () => {
    const address = addressSchema.parse({
      firstName: ' Ana ',
      lastName: 'Smith',
      addressOne: '123 Main St',
      city: 'Albany',
      state: 'ny',
      zip: '12207',
    });
    expect(address).toEqual({
      firstName: 'Ana',
      lastName: 'Smith',
      addressOne: '123 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    });
  });

  it('reports each bad field under its own path', () => {
    const result = addressSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Smith',
      addressOne: 'PO Box 1',
      addressTwo: 'Apt 1',
      city: 'Albany',
      state: 'ZZ',
      zip: '1220',
    });
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)])).toEqual([
      ['addressOne', PO_BOX],
      ['state', STATE],
      ['zip', 'Zip must have exactly 5 characters'],
    ]);
  });
});
