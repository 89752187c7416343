// The allow-list of application documents, recognised by their first bytes rather than by the name
// or the Content-Type the client claims.

export const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedDocumentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];

const SIGNATURES: readonly { type: AllowedDocumentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes the check needs. */
export const MAGIC_BYTES_NEEDED = 8;

/** The allowed type the bytes start with, or null for anything else. */
export function detectDocumentType(start: Uint8Array): AllowedDocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => start[index] === byte));
  return match?.type ?? null;
}

export function isAllowedDocumentType(value: string): value is AllowedDocumentType {
  return (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(value);
}
