import type { ImportKind } from './import-kinds.ts';

// The template of each kind: its headers, in order, and which a file must have. A file's other
// columns are custom fields of the kind's resource type where it has them (card loads, payments).
type ColumnSpec = { name: string; required: boolean };

const required = (name: string): ColumnSpec => ({ name, required: true });
const optional = (name: string): ColumnSpec => ({ name, required: false });

export const IMPORT_COLUMNS = {
  card_loads: [required('cardId'), required('amount'), optional('memo')],
  virtual_cards: [required('firstName'), required('lastName'), required('email'), optional('phone')],
  physical_orders: [
    required('firstName'),
    required('lastName'),
    required('email'),
    optional('phone'),
    required('addressOne'),
    optional('addressTwo'),
    required('city'),
    required('state'),
    required('zip'),
    required('shipmentMethod'),
  ],
  recipients: [
    required('type'),
    required('name'),
    required('email'),
    optional('phone'),
    optional('nameOnAccount'),
    optional('accountType'),
    optional('accountNumber'),
    optional('routingNumber'),
  ],
  payments: [required('recipientId'), required('amount'), optional('speed'), optional('memo')],
} as const satisfies Record<ImportKind, readonly ColumnSpec[]>;

/** Kinds whose rows carry custom fields, from the file's columns beyond the template's. */
export const IMPORT_CUSTOM_FIELD_KINDS: readonly ImportKind[] = ['card_loads', 'payments'];

export const templateColumns = (kind: ImportKind): string[] =>
  IMPORT_COLUMNS[kind].map((column) => column.name);

/** "Card ID", "card_id" and "CARDID" all name cardId: case, spaces, dashes and underscores ignored. */
export const normalizeHeader = (header: string) => header.toLowerCase().replaceAll(/[\s_-]+/g, '');

/**
 * Which file header feeds each template column: the person's own choice where given, else the
 * header that names the column. A mapping to a header the file lacks counts as no mapping.
 */
export function mapColumns(
  kind: ImportKind,
  headers: readonly string[],
  chosen: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const column of templateColumns(kind)) {
    const own = chosen[column];
    if (own !== undefined && headers.includes(own)) {
      mapping[column] = own;
      continue;
    }
    const named = headers.find((header) => normalizeHeader(header) === normalizeHeader(column));
    if (named !== undefined) mapping[column] = named;
  }
  return mapping;
}

/** The template columns a file must have and the mapping does not give. */
export function missingColumns(kind: ImportKind, mapping: Readonly<Record<string, string>>): string[] {
  return IMPORT_COLUMNS[kind]
    .filter((column) => column.required && mapping[column.name] === undefined)
    .map((column) => column.name);
}

/** The headers no template column takes: custom fields for the kinds that have them. */
export function extraHeaders(
  headers: readonly string[],
  mapping: Readonly<Record<string, string>>,
): string[] {
  const used = new Set(Object.values(mapping));
  return headers.filter((header) => header.trim() !== '' && !used.has(header));
}
