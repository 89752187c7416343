import type { BusinessType } from '@causeway/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { IdentityVerifier, VerificationResult } from '../../adapters/identity-verification/index.ts';
import type { Database } from '../../db/client.ts';
import { onboardingChecks, onboardingPeople } from '../../db/schema/index.ts';
import { type ApplicationRow, recordOnboardingActivity } from './application-store.ts';
import { unseal } from './pii.ts';

/**
 * Runs the identity checks once every person has answered: the business and each person, one row
 * each. The sandbox answers at once; a real provider's slower answer would arrive by its webhook.
 * A check that fails or asks for a document is answered with the documents it needs (documentUpload/types).
 */
export async function runChecks(
  tx: Database,
  { masterKey, verifier }: { masterKey: Buffer; verifier: IdentityVerifier },
  application: ApplicationRow,
) {
  const businessId = application.businessId;
  const business = await verifier.verifyBusiness({
    id: businessId,
    legalName: application.legalName!,
    businessType: application.businessType as BusinessType,
    ein: unseal(masterKey, application.einSealed!),
    address: application.address!,
  });
  const checks: (VerificationResult & { subject: 'business' | 'person'; subjectId: string })[] = [
    { subject: 'business', subjectId: businessId, ...business },
  ];
  const people = await tx
    .select()
    .from(onboardingPeople)
    .where(and(eq(onboardingPeople.businessId, businessId), isNotNull(onboardingPeople.answeredAt)));
  for (const person of people) {
    const result = await verifier.verifyPerson({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: unseal(masterKey, person.dateOfBirthSealed!),
      taxId: {
        type: person.taxIdType as 'ssn_last4' | 'itin',
        value: unseal(masterKey, person.taxIdSealed!),
      },
      address: person.address!,
    });
    checks.push({ subject: 'person', subjectId: person.id, ...result });
  }
  await tx.insert(onboardingChecks).values(
    checks.map((check) => ({
      businessId,
      subject: check.subject,
      subjectId: check.subjectId,
      outcome: check.outcome,
      provider: verifier.provider,
      providerReference: check.reference,
      reasons: check.reasons,
    })),
  );
  await recordOnboardingActivity(tx, businessId, 'verification_completed', null, {
    provider: verifier.provider,
    outcomes: checks.map((check) => ({
      subject: check.subject,
      subjectId: check.subjectId,
      outcome: check.outcome,
    })),
  });
}
