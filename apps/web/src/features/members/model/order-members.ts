type Orderable = { businessId: string; businessName: string; since: string };

/**
 * How the members page lists a team: the page's own business first (an organisation's members
 * before its programs'), then each program by name, each in the order they joined or were invited.
 */
export function orderMembers<T extends Orderable>(members: readonly T[], pageBusinessId: string): T[] {
  const own = (member: T) => (member.businessId === pageBusinessId ? 0 : 1);
  return [...members].sort(
    (a, b) =>
      own(a) - own(b) ||
      a.businessName.localeCompare(b.businessName) ||
      a.businessId.localeCompare(b.businessId) ||
      a.since.localeCompare(b.since),
  );
}
