import { z } from 'zod';

// Enumerations of businesses, programs and their onboarding (business spec §1, §3).

export const PRODUCT_TYPES = ['cards', 'bank_transfers', 'on_demand_cards'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const productTypeSchema = z.enum(PRODUCT_TYPES);

export const BUSINESS_TYPES = [
  'CORPORATION',
  'PARTNERSHIP',
  'SOLE_PROPRIETORSHIP',
  'NON_PROFIT',
  'LLC',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const businessTypeSchema = z.enum(BUSINESS_TYPES);

export const OWNER_TITLES = [
  'PRESIDENT',
  'VICE_PRESIDENT',
  'TREASURER',
  'OWNER',
  'CEO',
  'CFO',
  'COO',
] as const;
export type OwnerTitle = (typeof OWNER_TITLES)[number];
export const ownerTitleSchema = z.enum(OWNER_TITLES);

export const APPLICATION_STATUSES = [
  'business_info',
  'authorized_person',
  'submit_application',
  'waiting_for_beneficial_owners',
  'application_submitted',
  'active',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const SCOPE_LEVELS = ['normal', 'super', 'program'] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];
export const scopeLevelSchema = z.enum(SCOPE_LEVELS);

export const VIEW_TYPES = ['normal', 'singleProgram', 'multiProgram'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const viewTypeSchema = z.enum(VIEW_TYPES);

export const DEPOSIT_TYPES = ['ach', 'super_to_program', 'program_to_super', 'program_to_program'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export const depositTypeSchema = z.enum(DEPOSIT_TYPES);

export const CUSTOM_FIELD_RESOURCE_TYPES = [
  'loads',
  'financial_account_load',
  'business_load_history',
  'funding_account_deposit',
  'bank_transfers',
  'business_bank_transfers',
] as const;
export type CustomFieldResourceType = (typeof CUSTOM_FIELD_RESOURCE_TYPES)[number];
export const customFieldResourceTypeSchema = z.enum(CUSTOM_FIELD_RESOURCE_TYPES);

export const CUSTOM_FIELD_DATA_TYPES = ['dropdown', 'text'] as const;
export type CustomFieldDataType = (typeof CUSTOM_FIELD_DATA_TYPES)[number];
export const customFieldDataTypeSchema = z.enum(CUSTOM_FIELD_DATA_TYPES);
