import type { Member } from '../api/get-members.ts';

/** A member's full name; an invitation not yet accepted is known by its email. */
export function memberName(member: Member): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name || member.email || '—';
}
