// The authorization table's rows, joined from rows/ (one file per area), and the endpoints of the
// contract left out, each with why.

import { AUTOLOAD_ROWS } from './rows/autoloads.ts';
import { BANK_TRANSFER_ROWS } from './rows/bank-transfers.ts';
import { BUSINESS_AND_CARD_ROWS } from './rows/business-and-cards.ts';
import { IMPORT_ROWS } from './rows/imports.ts';
import { READ_ROWS } from './rows/reads.ts';
import { REPORT_ROWS } from './rows/reports.ts';
import { WEBHOOK_AND_CREDENTIAL_ROWS } from './rows/webhooks-and-credentials.ts';
import { WRITE_ROWS } from './rows/writes.ts';
import type { Endpoint } from './rule.ts';

export const ENDPOINTS: Endpoint[] = [
  ...READ_ROWS,
  ...WRITE_ROWS,
  ...BUSINESS_AND_CARD_ROWS,
  ...BANK_TRANSFER_ROWS,
  ...AUTOLOAD_ROWS,
  ...REPORT_ROWS,
  ...IMPORT_ROWS,
  ...WEBHOOK_AND_CREDENTIAL_ROWS,
];

/**
 * The endpoints of the contract that are neither public nor in the table, each with why and where
 * it is covered instead.
 */
const ONBOARDING_ONLY =
  "an application of an onboarding business (the table's businesses have none: 404 for all); its own people, another applicant, a demo admin and a reviewer in test/onboarding/documents.test.ts";
export const NOT_IN_TABLE: Record<string, string> = {
  'GET /autoloads/{autoloadProfileId}/runs/{runId}/results':
    'record: reaches the autoload as GET /autoloads/{autoloadProfileId} does (the same reachAutoload), then one of its runs; test/autoloads/autoload-runs.test.ts',
  'GET /webhooks/portalLinks/{token}':
    'signedIn: opens a portal link made for the caller, then checks developerTools on its business; test/webhooks',
  'POST /bankTransfers/recipients/{id}/plaidBankAccount':
    "recipient: the recipient's own intake step (needs a bank-link public token); test/bank-transfers/intake-bank-link.test.ts",
  'POST /bankTransfers/recipients/{id}/microDeposits':
    "recipient: the recipient's own intake step (needs the deposits sent); test/bank-transfers/intake.test.ts",
  'POST /cards/{id}/users/{userId}': "self: links a card to the caller's own user; test/card-linking",
  'GET /cardholders/{id}': "self: the caller's own cardholder record; test/cardholders",
  'GET /users/{id}': "self: the caller's own user; test/tenancy/users.test.ts",
  'PATCH /users/{id}': "self: the caller's own user; test/tenancy/users.test.ts",
  'GET /users/{id}/communicationPreferences':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'POST /users/{id}/communicationPreferences':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'PATCH /users/{id}/communicationPreferences/{prefId}':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'POST /cards/spendRules/{id}': 'signedIn: the module checks the rule and the card; test/spend-rules',
  'DELETE /cards/spendRules/{id}': 'signedIn: the module checks the rule and the card; test/spend-rules',
  'GET /cards/cardholders/{id}/validate':
    'signedIn: a cardholder lookup; test/cards/cardholder-validate.test.ts',
  'GET /cards/{id}/clientToken': "signedIn: a reveal token for the caller's own card; test/card-reveal",
  'POST /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  'PATCH /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  'DELETE /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  // Onboarding (issue 13): only an onboarding business has an application.
  'GET /onboarding/business/{id}': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}': ONBOARDING_ONLY,
  'GET /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'PATCH /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'GET /onboarding/business/{id}/beneficialOwners': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/documentUpload/link': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/documentUpload/types': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/submit': ONBOARDING_ONLY,
  'POST /onboarding/endUploadSession': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/beneficialOwner/{ownerId}/resend': ONBOARDING_ONLY,
  'DELETE /onboarding/business/{id}/beneficialOwner/{ownerId}': ONBOARDING_ONLY,
  'POST /platform/applications/{id}/requestInformation':
    'signedIn: platform reviewers only; test/onboarding/information-requests.test.ts',
  'POST /utils/presignedUrl':
    "signedIn: a document's own people and platform reviewers; test/onboarding/documents.test.ts",
  'GET /platform/applications':
    'signedIn: platform reviewers only (ours, no business role); test/onboarding/documents.test.ts',
  'GET /platform/applications/{id}': 'signedIn: platform reviewers only; test/onboarding/documents.test.ts',
  'POST /platform/applications/{id}/approve':
    'signedIn: platform reviewers only; test/onboarding/onboarding-flow.test.ts',
  'POST /platform/applications/{id}/reject':
    'signedIn: platform reviewers only; test/onboarding/onboarding-flow.test.ts',
};
