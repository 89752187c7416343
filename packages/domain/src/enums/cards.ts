import { z } from 'zod';

// Enumerations of cards, their orders, rules and autoloads (business spec §3, cardholder spec §4).

// Methods a business may pick when ordering cards (business spec §3 table).
export const SHIPPING_METHODS = ['USPS_GROUND', 'USPS_PRIORITY', 'UPS_NEXT_DAY', 'UPS_SECOND_DAY'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const shippingMethodSchema = z.enum(SHIPPING_METHODS);

export const SPEND_RULE_TYPES = ['velocity', 'merchant_allow', 'merchant_block'] as const;
export type SpendRuleType = (typeof SPEND_RULE_TYPES)[number];
export const spendRuleTypeSchema = z.enum(SPEND_RULE_TYPES);

export const AUTOLOAD_FREQUENCIES = ['daily', 'weekly', 'monthly', 'last_of_month'] as const;
export type AutoloadFrequency = (typeof AUTOLOAD_FREQUENCIES)[number];
export const autoloadFrequencySchema = z.enum(AUTOLOAD_FREQUENCIES);

// Status as shown to the cardholder; frozen and closed are set by the organisation.
export const CARD_DISPLAY_STATUSES = ['active', 'locked', 'frozen', 'closed'] as const;
export type CardDisplayStatus = (typeof CARD_DISPLAY_STATUSES)[number];
export const cardDisplayStatusSchema = z.enum(CARD_DISPLAY_STATUSES);

export const CARD_FORMS = ['virtual', 'physical'] as const;
export type CardForm = (typeof CARD_FORMS)[number];
export const cardFormSchema = z.enum(CARD_FORMS);

// Shown in place of a shipping type for a virtual card, which is never shipped.
export const VIRTUAL_CARD_SHIPPING_LABEL = 'Virtual';

// Spend-rule velocity windows: one transaction, or the New York day, week (Monday) or month.
export const VELOCITY_PERIODS = ['transaction', 'day', 'week', 'month'] as const;
export type VelocityPeriod = (typeof VELOCITY_PERIODS)[number];

// A physical card order's steps, in order (business spec §3 order timeline).
export const CARD_ORDER_STATUSES = ['ordered', 'produced', 'shipped', 'delivered'] as const;
export type CardOrderStatus = (typeof CARD_ORDER_STATUSES)[number];

// What happened to a card transaction, as the processor reports it.
export const TRANSACTION_EVENT_STATUSES = [
  'approved',
  'declined',
  'cleared',
  'reversed',
  'refunded',
] as const;
export type TransactionEventStatus = (typeof TRANSACTION_EVENT_STATUSES)[number];
