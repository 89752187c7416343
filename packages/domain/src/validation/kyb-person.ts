// A person of a business application: date of birth and ownership (KYB). The spec is silent; these
// follow FinCEN's CDD rule (31 CFR 1010.230) and the anchors (docs: onboarding-decisions.md).

/** Authorized signers and owners must be adults, as Stripe's and Dwolla's controllers must. */
export const KYB_PERSON_AGE_MIN_YEARS = 18;
/** Older than this is a typing mistake (a year of 1820 for 1982). */
export const KYB_PERSON_AGE_MAX_YEARS = 120;
/** FinCEN's ownership prong: each person owning 25 % or more, directly or indirectly. */
export const BENEFICIAL_OWNERSHIP_MIN_BASIS_POINTS = 2_500;
export const OWNERSHIP_MAX_BASIS_POINTS = 10_000;
/** At 25 % each, at most four people can be owners; the controller may be a fifth person. */
export const BENEFICIAL_OWNERS_MAX = 4;

export type DateOfBirthProblem = 'format' | 'future' | 'tooYoung' | 'tooOld';

/** Whole years between an ISO birth date and an ISO day ("today" in the caller's calendar). */
export function ageInYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a date of birth is refused on `today`, or null when it is acceptable. */
export function dateOfBirthProblem(birthDate: string, today: string): DateOfBirthProblem | null {
  if (!isCalendarDate(birthDate)) return 'format';
  if (birthDate > today) return 'future';
  const age = ageInYears(birthDate, today);
  if (age < KYB_PERSON_AGE_MIN_YEARS) return 'tooYoung';
  if (age > KYB_PERSON_AGE_MAX_YEARS) return 'tooOld';
  return null;
}

/** A percentage with at most two decimals (33.33) as basis points (3333); null otherwise. */
export function ownershipBasisPointsOf(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6) return null;
  return basisPoints >= 0 && basisPoints <= OWNERSHIP_MAX_BASIS_POINTS ? basisPoints : null;
}

/** Together, the people named cannot own more than the whole business. */
export function ownershipExceedsWhole(basisPoints: readonly number[]): boolean {
  return basisPoints.reduce((sum, each) => sum + each, 0) > OWNERSHIP_MAX_BASIS_POINTS;
}
