import { merchantCategoryBrandGroupOf } from '../enums/merchant-categories.ts';

/**
 * The spend groups a report shows, the way Stripe Issuing's and Marqeta's dashboards fold the
 * several hundred ISO 18245 codes into a handful people read at a glance. Order is display order.
 */
export const MERCHANT_SPEND_GROUPS = [
  'groceries',
  'dining',
  'pharmacy_health',
  'transport',
  'fuel',
  'lodging',
  'travel',
  'cash',
  'utilities',
  'clothing',
  'general_retail',
  'other',
] as const;
export type MerchantSpendGroup = (typeof MERCHANT_SPEND_GROUPS)[number];

/** Inclusive code ranges per group; a code matches the first range that holds it. */
// biome-ignore format: one row per range reads as a table
const RANGES: readonly (readonly [from: string, to: string, group: MerchantSpendGroup])[] = [
  ['5411', '5411', 'groceries'],        // grocery stores, supermarkets
  ['5422', '5422', 'groceries'],        // freezer and locker meat
  ['5441', '5441', 'groceries'],        // candy, nut, confectionery
  ['5451', '5451', 'groceries'],        // dairy products
  ['5462', '5462', 'groceries'],        // bakeries
  ['5499', '5499', 'groceries'],        // convenience and specialty food
  ['5811', '5814', 'dining'],           // caterers, restaurants, bars, fast food
  ['5122', '5122', 'pharmacy_health'],  // drugs and druggists' sundries
  ['5912', '5912', 'pharmacy_health'],  // drug stores, pharmacies
  ['5975', '5976', 'pharmacy_health'],  // hearing aids, orthopedic goods
  ['8011', '8099', 'pharmacy_health'],  // doctors, dentists, hospitals, medical services
  ['4011', '4011', 'transport'],        // railroads (freight)
  ['4111', '4131', 'transport'],        // commuter transport, passenger rail, taxis, buses
  ['4784', '4784', 'transport'],        // tolls and bridge fees
  ['4789', '4789', 'transport'],        // transportation services
  ['7523', '7523', 'transport'],        // parking lots and garages
  ['5541', '5542', 'fuel'],             // service stations, automated fuel dispensers
  ['5983', '5983', 'fuel'],             // fuel dealers (heating oil, propane)
  ['7011', '7011', 'lodging'],          // hotels, motels, resorts
  ['7012', '7012', 'lodging'],          // timeshares
  ['7032', '7033', 'lodging'],          // camps, trailer parks
  ['3501', '3999', 'lodging'],          // lodging brands
  ['3000', '3500', 'travel'],           // airline and car-rental brands
  ['4411', '4411', 'travel'],           // cruise lines
  ['4511', '4511', 'travel'],           // airlines
  ['4722', '4722', 'travel'],           // travel agencies
  ['7512', '7513', 'travel'],           // car and truck rental
  ['6010', '6012', 'cash'],             // manual and automated cash disbursements
  ['6051', '6051', 'cash'],             // quasi-cash, money orders
  ['4812', '4816', 'utilities'],        // telephone, telecom, computer network services
  ['4899', '4900', 'utilities'],        // cable, electric, gas, water, sanitary
  ['5611', '5699', 'clothing'],         // clothing and accessories
  ['5131', '5139', 'clothing'],         // piece goods, uniforms, shoes (wholesale)
  ['5931', '5931', 'clothing'],         // used merchandise, second-hand stores
  ['5300', '5399', 'general_retail'],   // wholesale clubs, discount and department stores
  ['5200', '5299', 'general_retail'],   // home supply, hardware
  ['5310', '5311', 'general_retail'],   // discount and department stores
  ['5732', '5735', 'general_retail'],   // electronics, music
  ['5942', '5999', 'general_retail'],   // book, office, toy, other retail
];

/** The spend group of a merchant category code; `other` for anything the table does not hold. */
export function merchantSpendGroupOf(mcc: string): MerchantSpendGroup {
  if (!/^\d{4}$/.test(mcc)) return 'other';
  const range = RANGES.find(([from, to]) => from <= mcc && mcc <= to);
  if (range) return range[2];
  // Brand ranges the table does not spell out still land in their family.
  const brand = merchantCategoryBrandGroupOf(mcc);
  if (brand?.group === 'lodging') return 'lodging';
  if (brand) return 'travel';
  return 'other';
}
