import { z } from 'zod';

// The 17 business roles of business spec §6, in the documented order.
export const ROLES = [
  'admin',
  'cws_case_manager',
  'usccb_case_manager',
  'viewer',
  'usccb_fiscal_administrator',
  'hias_case_manager',
  'ch_card_manager',
  'mm_hotline_support',
  'chapin_hall_pi',
  'chapin_hall_card_program_manager',
  'sifh_finance',
  'sifh_program_manager',
  'sifh_technical_program_manager',
  'sifh_program_associate',
  'sifh_cec',
  'sifh_internal_audit',
  'sifh_payment_approver',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);
