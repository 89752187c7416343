import type { KybCheckOutcome } from '@causeway/domain';
import type {
  BusinessToVerify,
  IdentityVerifier,
  PersonToVerify,
  VerificationAddress,
  VerificationResult,
} from './identity-verifier.ts';

// Alloy (alloy.com) decides identity checks through "workflows" built in its dashboard: one for
// businesses (KYB) and one for individuals (KYC), each with its own token and secret. One call,
// POST /v1/evaluations with HTTP Basic auth (token:secret), runs the workflow synchronously and
// answers `summary.outcome`: Approved, Denied or Manual Review (a workflow may name others).
// https://developer.alloy.com/public/reference/onboard-a-person-1 (request attributes, answer)

export const ALLOY_BASE_URLS = {
  sandbox: 'https://sandbox.alloy.co',
  production: 'https://api.alloy.co',
} as const;

/** One workflow's credentials, from Alloy's dashboard (Settings → API keys of the workflow). */
export type AlloyWorkflow = { token: string; secret: string };

export type AlloySettings = {
  baseUrl: string;
  business: AlloyWorkflow;
  person: AlloyWorkflow;
  /** An evaluation normally answers in a few seconds; past this the check waits for a document. */
  timeoutMs: number;
};

export const ALLOY_TIMEOUT_MS_DEFAULT = 15_000;

/** The part of Alloy's evaluation answer this adapter reads. */
type AlloyEvaluation = {
  evaluation_token?: string;
  summary?: { outcome?: string; tags?: unknown };
};

/**
 * Alloy's outcome in our three. Only Approved passes and only Denied fails; Manual Review, and any
 * outcome a workflow adds (Step-up, Pending…), asks for a document so the platform reviewer decides
 * with evidence in hand rather than trusting an outcome we do not know.
 */
export function outcomeOfAlloy(outcome: string | undefined): KybCheckOutcome {
  if (outcome === 'Approved') return 'pass';
  if (outcome === 'Denied') return 'fail';
  return 'document_required';
}

/** Alloy's tags ("FEIN Unmatched", "KYC DOB Match") as our machine-readable reasons (fein_unmatched). */
export function reasonsOfAlloy(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  return tags
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) =>
      tag
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, ''),
    )
    .filter(Boolean);
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

function addressAttributes(prefix: '' | 'business_', address: VerificationAddress) {
  return {
    [`${prefix}address_line_1`]: address.addressOne,
    ...(address.addressTwo ? { [`${prefix}address_line_2`]: address.addressTwo } : {}),
    [`${prefix}address_city`]: address.city,
    [`${prefix}address_state`]: address.state,
    [`${prefix}address_postal_code`]: address.zip,
    [`${prefix}address_country_code`]: 'US',
  };
}

/** The business workflow's input attributes. The EIN goes as 9 digits, as Alloy matches it. */
export function businessAttributes(business: BusinessToVerify) {
  return {
    external_entity_id: business.id,
    business_name: business.legalName,
    business_federal_ein: digitsOf(business.ein),
    ...addressAttributes('business_', business.address),
  };
}

/**
 * The individual workflow's input attributes. We hold an ITIN whole but only the last 4 of an
 * SSN (FinCEN's rule lets us ask no more of a US person), so each goes under its own attribute.
 */
export function personAttributes(person: PersonToVerify) {
  const taxId = digitsOf(person.taxId.value);
  return {
    external_entity_id: person.id,
    name_first: person.firstName,
    name_last: person.lastName,
    birth_date: person.dateOfBirth,
    ...(person.taxId.type === 'itin' ? { document_ssn: taxId } : { document_ssn_last4: taxId }),
    ...addressAttributes('', person.address),
  };
}

export class AlloyIdentityVerifier implements IdentityVerifier {
  readonly provider = 'alloy';

  constructor(
    private readonly settings: AlloySettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  verifyBusiness(business: BusinessToVerify) {
    return this.evaluate(this.settings.business, businessAttributes(business));
  }

  verifyPerson(person: PersonToVerify) {
    return this.evaluate(this.settings.person, personAttributes(person));
  }

  /**
   * One evaluation. A refusal, a timeout or an answer we cannot read never passes anyone and never
   * stops the submission: the check asks for a document, its reason names what went wrong, and the
   * reviewer decides. The answer's body is not kept: it repeats the person's data.
   */
  private async evaluate(workflow: AlloyWorkflow, attributes: Record<string, string>) {
    const credentials = Buffer.from(`${workflow.token}:${workflow.secret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetchImpl(new URL('/v1/evaluations', this.settings.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(attributes),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return unreadable(timedOut ? 'provider_timeout' : 'provider_unreachable');
    }
    if (!response.ok) return unreadable(`provider_http_${response.status}`);
    const evaluation = (await response.json().catch(() => null)) as AlloyEvaluation | null;
    if (!evaluation?.evaluation_token || typeof evaluation.summary?.outcome !== 'string') {
      return unreadable('provider_answer_unreadable');
    }
    return {
      outcome: outcomeOfAlloy(evaluation.summary.outcome),
      reference: evaluation.evaluation_token,
      reasons: reasonsOfAlloy(evaluation.summary.tags),
    } satisfies VerificationResult;
  }
}

function unreadable(reason: string): VerificationResult {
  return { outcome: 'document_required', reference: 'alloy_no_evaluation', reasons: [reason] };
}
