import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AlloyIdentityVerifier,
  type AlloySettings,
  outcomeOfAlloy,
  reasonsOfAlloy,
} from '../../src/adapters/identity-verification/alloy-identity-verifier.ts';
import {
  createIdentityVerifier,
  identityVerificationConfigOf,
  identityVerificationEnvironmentShape,
} from '../../src/adapters/identity-verification/index.ts';

// The Alloy adapter against a local HTTP server playing Alloy's /v1/evaluations: the requests are
// what fetch really sends (Basic auth, JSON attributes), the answers are Alloy's documented shape.

type Received = { path: string; authorization: string | undefined; body: Record<string, string> };
type Reply = { status: number; body: unknown } | 'hang';

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let reply: Reply = { status: 201, body: {} };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as Record<string, string>,
      });
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const settings = (overrides: Partial<AlloySettings> = {}): AlloySettings => ({
  baseUrl,
  business: { token: 'biz-token', secret: 'biz-secret' },
  person: { token: 'kyc-token', secret: 'kyc-secret' },
  timeoutMs: 2_000,
  ...overrides,
});

const ADDRESS = {
  addressOne: '500 Market Street',
  addressTwo: 'Suite 4',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19106',
};
const BUSINESS = {
  id: '5b0c8f9e-1111-4000-8000-000000000001',
  legalName: 'Harbor Light Relief Inc.',
  businessType: 'NON_PROFIT' as const,
  ein: '12-3456789',
  address: ADDRESS,
};
const PERSON = {
  id: '5b0c8f9e-2222-4000-8000-000000000002',
  firstName: 'Nadia',
  lastName: 'Farouk',
  dateOfBirth: '1984-03-09',
  taxId: { type: 'ssn_last4' as const, value: '6789' },
  address: ADDRESS,
};

const evaluation = (outcome: string, tags: string[] = []) => ({
  status_code: 201,
  error: null,
  evaluation_token: 'S-BNTwVDLrlRvHbKVhRa8X',
  entity_token: 'P-2WU9staJ5pVCQ6xgn3KV',
  summary: { result: 'success', outcome, tags },
});

const basic = (token: string, secret: string) =>
  `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;

describe('AlloyIdentityVerifier', () => {
  it('runs the business workflow with its own credentials and the EIN as 9 digits', async () => {
    reply = { status: 201, body: evaluation('Approved', ['Company Name Verified']) };
    const result = await new AlloyIdentityVerifier(settings()).verifyBusiness(BUSINESS);
    expect(result).toEqual({
      outcome: 'pass',
      reference: 'S-BNTwVDLrlRvHbKVhRa8X',
      reasons: ['company_name_verified'],
    });
    expect(received).toEqual([
      {
        path: '/v1/evaluations',
        authorization: basic('biz-token', 'biz-secret'),
        body: {
          external_entity_id: BUSINESS.id,
          business_name: 'Harbor Light Relief Inc.',
          business_federal_ein: '123456789',
          business_address_line_1: '500 Market Street',
          business_address_line_2: 'Suite 4',
          business_address_city: 'Philadelphia',
          business_address_state: 'PA',
          business_address_postal_code: '19106',
          business_address_country_code: 'US',
        },
      },
    ]);
  });

  it('runs the individual workflow: an SSN by its last 4, an ITIN whole', async () => {
    reply = { status: 201, body: evaluation('Denied', ['KYC DOB Mismatch', 'Denied KYC']) };
    const verifier = new AlloyIdentityVerifier(settings());
    const denied = await verifier.verifyPerson(PERSON);
    expect(denied).toMatchObject({ outcome: 'fail', reasons: ['kyc_dob_mismatch', 'denied_kyc'] });
    expect(received[0]!.authorization).toBe(basic('kyc-token', 'kyc-secret'));
    expect(received[0]!.body).toMatchObject({
      name_first: 'Nadia',
      name_last: 'Farouk',
      birth_date: '1984-03-09',
      document_ssn_last4: '6789',
      address_line_1: '500 Market Street',
      address_postal_code: '19106',
    });
    expect(received[0]!.body).not.toHaveProperty('document_ssn');
    await verifier.verifyPerson({ ...PERSON, taxId: { type: 'itin', value: '912-70-4321' } });
    expect(received[1]!.body).toMatchObject({ document_ssn: '912704321' });
    expect(received[1]!.body).not.toHaveProperty('document_ssn_last4');
  });

  it('Manual Review, or an outcome a workflow invents, asks for a document', async () => {
    for (const outcome of ['Manual Review', 'Step-up']) {
      reply = { status: 201, body: evaluation(outcome, ['FEIN Document Required']) };
      const result = await new AlloyIdentityVerifier(settings()).verifyBusiness(BUSINESS);
      expect(result).toMatchObject({ outcome: 'document_required', reasons: ['fein_document_required'] });
    }
  });

  it('a refusal, an unreadable answer or a timeout never passes anyone: a document is asked for', async () => {
    reply = { status: 401, body: { error: 'Unauthorized' } };
    expect(await new AlloyIdentityVerifier(settings()).verifyPerson(PERSON)).toEqual({
      outcome: 'document_required',
      reference: 'alloy_no_evaluation',
      reasons: ['provider_http_401'],
    });
    reply = { status: 201, body: { status_code: 206, error: 'missing fields' } };
    expect((await new AlloyIdentityVerifier(settings()).verifyPerson(PERSON)).reasons).toEqual([
      'provider_answer_unreadable',
    ]);
    reply = 'hang';
    const slow = await new AlloyIdentityVerifier(settings({ timeoutMs: 200 })).verifyPerson(PERSON);
    expect(slow).toMatchObject({ outcome: 'document_required', reasons: ['provider_timeout'] });
  });

  it('an unreachable host is named as such', async () => {
    const closed = new AlloyIdentityVerifier(settings({ baseUrl: 'http://127.0.0.1:1' }));
    expect((await closed.verifyBusiness(BUSINESS)).reasons).toEqual(['provider_unreachable']);
  });
});

describe('outcome and reason mapping', () => {
  it('only Approved passes and only Denied fails', () => {
    expect(outcomeOfAlloy('Approved')).toBe('pass');
    expect(outcomeOfAlloy('Denied')).toBe('fail');
    expect(outcomeOfAlloy('approved')).toBe('document_required');
    expect(outcomeOfAlloy(undefined)).toBe('document_required');
  });

  it('ignores tags that are not strings', () => {
    expect(reasonsOfAlloy(['OFAC Pass', 3, null, '  '])).toEqual(['ofac_pass']);
    expect(reasonsOfAlloy('OFAC Pass')).toEqual([]);
  });
});

describe('KYB_PROVIDER=alloy configuration', () => {
  const env = (values: Record<string, string>) =>
    z.object(identityVerificationEnvironmentShape).parse(values);
  const credentials = {
    ALLOY_BUSINESS_WORKFLOW_TOKEN: 'b-token',
    ALLOY_BUSINESS_WORKFLOW_SECRET: 'b-secret',
    ALLOY_PERSON_WORKFLOW_TOKEN: 'p-token',
    ALLOY_PERSON_WORKFLOW_SECRET: 'p-secret',
  };

  it("uses Alloy's sandbox host unless told production or another URL", () => {
    const sandbox = identityVerificationConfigOf(env({ KYB_PROVIDER: 'alloy', ...credentials }), false);
    expect(sandbox).toMatchObject({
      provider: 'alloy',
      alloy: { baseUrl: 'https://sandbox.alloy.co', timeoutMs: 15_000 },
    });
    const live = identityVerificationConfigOf(
      env({ KYB_PROVIDER: 'alloy', ALLOY_ENV: 'production', ...credentials }),
      false,
    );
    expect(live).toMatchObject({ alloy: { baseUrl: 'https://api.alloy.co' } });
    expect(createIdentityVerifier(live).provider).toBe('alloy');
  });

  it('names each missing credential', () => {
    expect(() =>
      identityVerificationConfigOf(env({ KYB_PROVIDER: 'alloy', ALLOY_BUSINESS_WORKFLOW_TOKEN: 'b' }), false),
    ).toThrow(
      /ALLOY_BUSINESS_WORKFLOW_SECRET: required with KYB_PROVIDER=alloy[\s\S]*ALLOY_PERSON_WORKFLOW_SECRET/,
    );
  });

  it('keeps the sandbox verifier inside the sandbox, and defaults to manual outside it', () => {
    expect(() => identityVerificationConfigOf(env({ KYB_PROVIDER: 'sandbox' }), false)).toThrow(/SANDBOX=1/);
    expect(identityVerificationConfigOf(env({}), false)).toEqual({ provider: 'manual' });
    expect(identityVerificationConfigOf(env({}), true)).toEqual({ provider: 'sandbox' });
  });
});
