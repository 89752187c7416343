import type { EndpointResponse, userEndpoints } from '@causeway/contracts';
import {
  type CommunicationPreferenceValue,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@causeway/domain';

// Email notification settings (cardholder spec §3 "Notification preferences", §7): one
// preference per type, each email or none. A type the person never set has no preference yet:
// it is shown off (no email is sent without the person's choice), and switching it on creates it.

export type CommunicationPreference = EndpointResponse<
  typeof userEndpoints.preferences
>['communicationPreferences'][number];

/** The three switches in the order the page shows them. */
export const NOTIFICATION_SETTINGS: readonly NotificationType[] = NOTIFICATION_TYPES;

export function preferenceOf(
  preferences: readonly CommunicationPreference[],
  type: NotificationType,
): CommunicationPreference | undefined {
  return preferences.find((preference) => preference.type === type);
}

export function isEmailOn(preferences: readonly CommunicationPreference[], type: NotificationType): boolean {
  return preferenceOf(preferences, type)?.value === 'email';
}

export type PreferenceChange =
  | { kind: 'create'; type: NotificationType; value: CommunicationPreferenceValue }
  | { kind: 'update'; preferenceId: string; type: NotificationType; value: CommunicationPreferenceValue };

/**
 * The one call that makes a switch say `emailOn`: POST for a type not set yet, PATCH for one set
 * to the other value, nothing when it already says so.
 */
export function planPreferenceChange(
  preferences: readonly CommunicationPreference[],
  type: NotificationType,
  emailOn: boolean,
): PreferenceChange | null {
  const value: CommunicationPreferenceValue = emailOn ? 'email' : 'none';
  const current = preferenceOf(preferences, type);
  if (!current) return emailOn ? { kind: 'create', type, value } : null;
  if (current.value === value) return null;
  return { kind: 'update', preferenceId: current.id, type, value };
}

/**
 * The list as it will be once a change is saved (the optimistic update): the type's value
 * replaced, or a new entry when it was not set (its id is filled in by the refetch).
 */
export function withPreferenceValue(
  preferences: readonly CommunicationPreference[],
  change: PreferenceChange,
  updatedAt: string,
): CommunicationPreference[] {
  if (change.kind === 'update') {
    return preferences.map((preference) =>
      preference.id === change.preferenceId ? { ...preference, value: change.value, updatedAt } : preference,
    );
  }
  return [...preferences, { id: '', type: change.type, value: change.value, updatedAt }];
}

/**
 * The rollback of a failed save: only the type it changed goes back to what it was (or is removed
 * when it was not set), so another switch saved meanwhile keeps its new value.
 */
export function revertPreference(
  preferences: readonly CommunicationPreference[],
  before: readonly CommunicationPreference[],
  type: NotificationType,
): CommunicationPreference[] {
  const previous = preferenceOf(before, type);
  const others = preferences.filter((preference) => preference.type !== type);
  if (!previous) return others;
  const index = preferences.findIndex((preference) => preference.type === type);
  if (index === -1) return [...others, previous];
  return preferences.map((preference, at) => (at === index ? previous : preference));
}
