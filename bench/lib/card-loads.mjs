// Card loads through the HTTP API: real bearer token, a fresh Idempotency-Key per request.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const DEMO_LOGIN = { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' };
export const CARD_COUNT = 50;
const DEPOSIT_CENTS = 100_000_000;

export async function call(baseUrl, token, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A program with CARD_COUNT virtual cards and $1,000,000 of funding. */
export async function prepare(baseUrl) {
  const session = await (
    await fetch(`${baseUrl}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    })
  ).json();
  const token = session.accessToken;
  const me = await call(baseUrl, token, 'GET', `/api/users/${session.userId}`);
  const organizationId = me.businesses[0].topLevelBusinessId;
  const { program } = await call(baseUrl, token, 'POST', `/api/businesses/${organizationId}/program`, {
    name: 'Benchmark',
    productType: 'cards',
  });
  const cardholders = Array.from({ length: CARD_COUNT }, (_, index) => ({
    firstName: 'Bench',
    lastName: `Holder ${String.fromCharCode(65 + (index % 26))}`,
    email: `bench${index}@example.org`,
  }));
  const { cards } = await call(baseUrl, token, 'POST', `/api/cards/business/${program.id}/virtualCards`, {
    cardholders,
  });
  await fetch(`${baseUrl}/api/sandbox/achDeposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: program.id, amountCents: DEPOSIT_CENTS }),
  });
  return { token, programId: program.id, cardIds: cards.map((card) => card.id) };
}

/** Runs loads of 1 cent onto random cards for durationSeconds at `connections` concurrent clients. */
export async function measureLoads(baseUrl, { token, programId, cardIds }, connections, durationSeconds) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: `/api/cards/business/${programId}/load`,
        setupRequest(request) {
          const cardId = cardIds[Math.floor(Math.random() * cardIds.length)];
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ loads: [{ cardId, amountCents: 1 }] }),
          };
        },
      },
    ],
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}
