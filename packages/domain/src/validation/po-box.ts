// Cards cannot be shipped to a post office box, so address lines that name one are refused.
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, p o box, POBox, Post Office Box, P.O.Box
  /\bp(?:ost)?\.?\s*o(?:ffice)?\.?\s*box\b/i,
  // POB 12, P.O.B. 12, POB #12: "POB" alone is only a box when a number follows
  /\bp\.?\s*o\.?\s*b\.?\s*#?\s*\d/i,
  // Post Box 5, Postal Box 5
  /\bpost(?:al)?\s+box\b/i,
];

export function isPoBox(addressLine: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(addressLine));
}
