import type { BusinessType, KybCheckOutcome } from '@causeway/domain';

// The identity checks of an application (KYB of the business, KYC of its people). A real provider
// (Persona, Alloy, Middesk, Stripe Identity…) implements this interface; the sandbox decides from
// documented test values; `manual` leaves every check to the platform reviewer's documents.

export type VerificationAddress = {
  addressOne: string;
  addressTwo?: string | undefined;
  city: string;
  state: string;
  zip: string;
};

export type BusinessToVerify = {
  id: string;
  legalName: string;
  businessType: BusinessType;
  /** The full EIN, unsealed only for the provider call. */
  ein: string;
  address: VerificationAddress;
};

export type PersonToVerify = {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  taxId: { type: 'ssn_last4' | 'itin'; value: string };
  address: VerificationAddress;
};

export type VerificationResult = {
  outcome: KybCheckOutcome;
  /** The provider's id of the check, for the reviewer to look it up there. */
  reference: string;
  /** Machine-readable reasons (e.g. tax_id_mismatch), shown to the reviewer only. */
  reasons: string[];
};

export interface IdentityVerifier {
  readonly provider: string;
  verifyBusiness(business: BusinessToVerify): Promise<VerificationResult>;
  verifyPerson(person: PersonToVerify): Promise<VerificationResult>;
}
