// The values of Plaid's enums that the bank link sends and compares, typed as Plaid's own enum
// members. `plaid` itself is one generated 9 MB file: loading it took about 0.4 s of CPU at every
// start of every process, though only the production adapter needs it, at its first call
// (plaid-bank-link.ts imports it then). test/bank-link/plaid-values.test.ts checks each value
// against Plaid's enums. Each name is also Plaid's type, as an enum's name is.
import type * as Plaid from 'plaid';

export const AccountType = { Depository: 'depository' as Plaid.AccountType.Depository } as const;
export type AccountType = Plaid.AccountType;

export const AccountSubtype = {
  Checking: 'checking' as Plaid.AccountSubtype.Checking,
  Savings: 'savings' as Plaid.AccountSubtype.Savings,
} as const;
export type AccountSubtype = Plaid.AccountSubtype;

export const DepositoryAccountSubtype = {
  Checking: 'checking' as Plaid.DepositoryAccountSubtype.Checking,
  Savings: 'savings' as Plaid.DepositoryAccountSubtype.Savings,
} as const;
export type DepositoryAccountSubtype = Plaid.DepositoryAccountSubtype;

export const AccountBaseVerificationStatusEnum = {
  AutomaticallyVerified:
    'automatically_verified' as Plaid.AccountBaseVerificationStatusEnum.AutomaticallyVerified,
  ManuallyVerified: 'manually_verified' as Plaid.AccountBaseVerificationStatusEnum.ManuallyVerified,
  DatabaseMatched: 'database_matched' as Plaid.AccountBaseVerificationStatusEnum.DatabaseMatched,
  DatabaseInsightsPass:
    'database_insights_pass' as Plaid.AccountBaseVerificationStatusEnum.DatabaseInsightsPass,
  DatabaseInsightsPassWithCaution:
    'database_insights_pass_with_caution' as Plaid.AccountBaseVerificationStatusEnum.DatabaseInsightsPassWithCaution,
  DatabaseInsightsFail:
    'database_insights_fail' as Plaid.AccountBaseVerificationStatusEnum.DatabaseInsightsFail,
  PendingAutomaticVerification:
    'pending_automatic_verification' as Plaid.AccountBaseVerificationStatusEnum.PendingAutomaticVerification,
  PendingManualVerification:
    'pending_manual_verification' as Plaid.AccountBaseVerificationStatusEnum.PendingManualVerification,
  Unsent: 'unsent' as Plaid.AccountBaseVerificationStatusEnum.Unsent,
} as const;
export type AccountBaseVerificationStatusEnum = Plaid.AccountBaseVerificationStatusEnum;

export const CountryCode = { Us: 'US' as Plaid.CountryCode.Us } as const;
export type CountryCode = Plaid.CountryCode;

export const Products = { Auth: 'auth' as Plaid.Products.Auth } as const;
export type Products = Plaid.Products;

export const ItemUpdateTypeEnum = {
  Background: 'background' as Plaid.ItemUpdateTypeEnum.Background,
} as const;
export type ItemUpdateTypeEnum = Plaid.ItemUpdateTypeEnum;

export const PlaidErrorType = {
  InvalidRequest: 'INVALID_REQUEST' as Plaid.PlaidErrorType.InvalidRequest,
  InvalidInput: 'INVALID_INPUT' as Plaid.PlaidErrorType.InvalidInput,
  InstitutionError: 'INSTITUTION_ERROR' as Plaid.PlaidErrorType.InstitutionError,
  ItemError: 'ITEM_ERROR' as Plaid.PlaidErrorType.ItemError,
} as const;
export type PlaidErrorType = Plaid.PlaidErrorType;
