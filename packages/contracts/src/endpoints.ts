import { apiCredentialEndpoints } from './api-credentials.ts';
import { auditEndpoints } from './audit.ts';
import { transactionEndpoints } from './authorizations.ts';
import { autoloadEndpoints, sandboxAutoloadEndpoints } from './autoloads.ts';
import { bankTransferEndpoints } from './bank-transfers.ts';
import { businessEndpoints } from './businesses.ts';
import { cardLifecycleEndpoints, cardLinkingEndpoints, cardReissueEndpoints } from './card-lifecycle.ts';
import { cardOrderEndpoints } from './card-orders.ts';
import { cardSpendRuleEndpoints } from './card-spend-rules.ts';
import { cardTagEndpoints } from './card-tags.ts';
import { cardholderEndpoints } from './cardholders.ts';
import { cardEndpoints, cardRevealEndpoints } from './cards.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { fundingEndpoints } from './funding.ts';
import { healthEndpoints } from './health.ts';
import { identityEndpoints } from './identity.ts';
import { importEndpoints } from './imports.ts';
import { metadataEndpoints } from './metadata.ts';
import { onboardingEndpoints } from './onboarding.ts';
import { platformReviewEndpoints } from './platform-review.ts';
import { recipientIntakeEndpoints } from './recipient-intake.ts';
import { reportingEndpoints } from './reporting.ts';
import {
  sandboxAuthorizationEndpoints,
  sandboxCardOrderEndpoints,
  sandboxFundingEndpoints,
} from './sandbox.ts';
import { sandboxBankEndpoints } from './sandbox-bank.ts';
import { sandboxBankLinkEndpoints } from './sandbox-bank-link.ts';
import { spendRuleEndpoints } from './spend-rules.ts';
import { userEndpoints } from './users.ts';
import { webhookApiEndpoints, webhookSandboxEndpoints } from './webhooks.ts';

/** Every endpoint the API serves, by area: the OpenAPI document and the conformance test walk it. */
export const ENDPOINT_GROUPS = {
  apiCredentialEndpoints,
  auditEndpoints,
  autoloadEndpoints,
  sandboxAutoloadEndpoints,
  bankTransferEndpoints,
  transactionEndpoints,
  businessEndpoints,
  cardLifecycleEndpoints,
  cardReissueEndpoints,
  cardLinkingEndpoints,
  cardOrderEndpoints,
  cardSpendRuleEndpoints,
  cardTagEndpoints,
  cardholderEndpoints,
  cardEndpoints,
  cardRevealEndpoints,
  fundingEndpoints,
  healthEndpoints,
  identityEndpoints,
  importEndpoints,
  metadataEndpoints,
  onboardingEndpoints,
  platformReviewEndpoints,
  recipientIntakeEndpoints,
  reportingEndpoints,
  sandboxAuthorizationEndpoints,
  sandboxCardOrderEndpoints,
  sandboxFundingEndpoints,
  sandboxBankEndpoints,
  sandboxBankLinkEndpoints,
  spendRuleEndpoints,
  userEndpoints,
  webhookApiEndpoints,
  webhookSandboxEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
