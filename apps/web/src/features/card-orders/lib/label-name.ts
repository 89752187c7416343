/**
 * A cardholder's name as the shipping label may print it (spec §5: plain letters and spaces),
 * to prefill the address name: a name with any other character starts blank for the user to type.
 */
export function labelName(name: string): string {
  const trimmed = name.trim();
  return /^[A-Za-z ]+$/.test(trimmed) ? trimmed : '';
}
