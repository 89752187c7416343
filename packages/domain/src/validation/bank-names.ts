// Words that suggest a bank's name was typed where the account holder's name belongs. A match
// only raises a warning (spec §5), so a person called Chase can still go ahead.
const BANK_NAME_PATTERNS: readonly RegExp[] = [
  /\bbank(?:ing)?\b/i,
  /\bcredit\s+union\b/i,
  /\bsavings\b/i,
  /\bfederal\b/i,
  /\bnational\s+association\b/i,
  /(?:^|\s)n\.\s?a\.?(?=\s|,|$)/i,
  /\btrust\b/i,
  /\bfinancial\b/i,
  /\bchase\b/i,
  /\bwells\s+fargo\b/i,
  /\bciti(?:bank|group)?\b/i,
  /\bcapital\s+one\b/i,
  /\bkeybank\b/i,
  /\bpnc\b/i,
  /\btruist\b/i,
  /\busaa\b/i,
  /\b(?:fcu|fsb)\b/i,
];

export function nameOnAccountLooksLikeBank(name: string): boolean {
  return BANK_NAME_PATTERNS.some((pattern) => pattern.test(name));
}
