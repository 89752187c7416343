import { randomUUID } from 'node:crypto';
import type {
  BusinessToVerify,
  IdentityVerifier,
  PersonToVerify,
  VerificationResult,
} from './identity-verifier.ts';

/**
 * The sandbox's test values (README "Onboarding test values"), like Stripe's test tax ids:
 * - EIN 11-1111111 asks for a document; EIN 99-9999999 fails; any other EIN passes.
 * - A person's SSN last 4 or ITIN ending 1111 asks for a document; ending 9999 fails; else passes.
 */
export const SANDBOX_KYB_VALUES = {
  einDocumentRequired: '11-1111111',
  einFail: '99-9999999',
  taxIdLast4DocumentRequired: '1111',
  taxIdLast4Fail: '9999',
} as const;

const result = (outcome: VerificationResult['outcome'], reasons: string[] = []): VerificationResult => ({
  outcome,
  reference: `sandbox_${randomUUID()}`,
  reasons,
});

export class SandboxIdentityVerifier implements IdentityVerifier {
  readonly provider = 'sandbox';

  async verifyBusiness(business: BusinessToVerify) {
    if (business.ein === SANDBOX_KYB_VALUES.einFail) return result('fail', ['ein_name_mismatch']);
    if (business.ein === SANDBOX_KYB_VALUES.einDocumentRequired) {
      return result('document_required', ['ein_not_found']);
    }
    return result('pass');
  }

  async verifyPerson(person: PersonToVerify) {
    const last4 = person.taxId.value.replace(/\D/g, '').slice(-4);
    if (last4 === SANDBOX_KYB_VALUES.taxIdLast4Fail) return result('fail', ['tax_id_mismatch']);
    if (last4 === SANDBOX_KYB_VALUES.taxIdLast4DocumentRequired) {
      return result('document_required', ['identity_not_confirmed']);
    }
    return result('pass');
  }
}

/** Without a provider: nothing is checked automatically, so every subject is asked for documents. */
export class ManualIdentityVerifier implements IdentityVerifier {
  readonly provider = 'manual';

  async verifyBusiness() {
    return result('document_required', ['manual_review']);
  }

  async verifyPerson() {
    return result('document_required', ['manual_review']);
  }
}
