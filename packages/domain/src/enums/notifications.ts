import { z } from 'zod';

// Cardholder email notifications (cardholder spec §3, §7).

export const COMMUNICATION_PREFERENCE_VALUES = ['email', 'none'] as const;
export type CommunicationPreferenceValue = (typeof COMMUNICATION_PREFERENCE_VALUES)[number];
export const communicationPreferenceValueSchema = z.enum(COMMUNICATION_PREFERENCE_VALUES);

export const NOTIFICATION_TYPES = ['recent_transactions', 'card_declines', 'card_loads'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
