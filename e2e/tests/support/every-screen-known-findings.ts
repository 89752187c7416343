import type { Finding } from './screen-findings.ts';

/**
 * Findings of the every-screen pass whose fix is under way in another area, each with its owner.
 * A finding matches an entry by screen (route path, or '*'), rule and element; anything else is new
 * and fails the pass. Remove an entry when its owner's work lands: the summary marks entries not seen
 * in a run.
 */
export type KnownFinding = {
  owner: string;
  routes: readonly string[];
  rule: string;
  target: RegExp;
  why: string;
};

export const KNOWN_FINDINGS: readonly KnownFinding[] = [];

export function isKnownFinding(route: string, finding: Finding): KnownFinding | undefined {
  return KNOWN_FINDINGS.find(
    (known) =>
      (known.routes.includes('*') || known.routes.includes(route)) &&
      known.rule === finding.rule &&
      known.target.test(finding.target),
  );
}
