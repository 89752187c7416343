// Authorization decisions through POST /api/sandbox/authorizations: the card's status, three spend
// rules, the balance, and the approval's record and hold, as the built-in card network plays them.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { call, prepare } from './card-loads.mjs';

const CARD_LOAD_CENTS = 999_900;
/** A restaurant purchase of 1 cent: the allow list holds its code, the block list does not. */
export const PURCHASE = {
  amountCents: 1,
  merchantName: 'Benchmark Diner',
  mcc: '5812',
  merchantCategory: 'Eating Places and Restaurants',
  country: 'US',
};
export const SPEND_RULES = [
  {
    type: 'velocity',
    name: 'Benchmark daily limit',
    config: { period: 'day', maxAmountCents: 100_000_000, maxCount: null },
  },
  { type: 'merchant_allow', name: 'Benchmark allow list', config: { mccs: ['5411', '5812', '5814'] } },
  { type: 'merchant_block', name: 'Benchmark block list', config: { mccs: ['5933', '7995'] } },
];
const APPROVED = '"transactionEventStatus":"approved"';

/** prepare()'s program and CARD_COUNT cards, each loaded with $9,999 and carrying SPEND_RULES. */
export async function prepareAuthorizations(baseUrl) {
  const setup = await prepare(baseUrl);
  const { token, programId, cardIds } = setup;
  await call(baseUrl, token, 'POST', `/api/cards/business/${programId}/load`, {
    loads: cardIds.map((cardId) => ({ cardId, amountCents: CARD_LOAD_CENTS })),
  });
  for (const rule of SPEND_RULES) {
    const { spendRule } = await call(
      baseUrl,
      token,
      'POST',
      `/api/businesses/${programId}/spendRules/spendRule`,
      rule,
    );
    for (const cardId of cardIds)
      await call(baseUrl, token, 'POST', `/api/cards/spendRules/${spendRule.id}`, { cardId });
  }
  const check = await authorizeOnce(baseUrl, cardIds[0]);
  if (!check.includes(APPROVED)) throw new Error(`the benchmark purchase was not approved: ${check}`);
  return setup;
}

async function authorizeOnce(baseUrl, cardId) {
  const response = await fetch(`${baseUrl}/api/sandbox/authorizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...PURCHASE, cardId }),
  });
  return response.text();
}

/** Request bodies for the given cards in turn. */
const bodies = (cardIds) => {
  let next = 0;
  return () => JSON.stringify({ ...PURCHASE, cardId: cardIds[next++ % cardIds.length] });
};

/** Closed loop on `cardIds` in turn: `connections` clients, each sending its next purchase when the answer arrives. */
export async function measureClosedLoop(baseUrl, cardIds, { connections, seconds }) {
  const body = bodies(cardIds);
  let approved = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/sandbox/authorizations',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: body(),
        }),
        onResponse(status, responseBody) {
          if (status === 201 && responseBody.includes(APPROVED)) approved += 1;
        },
      },
    ],
  });
  // autocannon stops without waiting for the answers still on their way: let the server finish
  // them before the next cell starts.
  await new Promise((resolve) => setTimeout(resolve, Math.min(result.latency.max, 10_000) + 500));
  return {
    mode: 'closed',
    cards: cardIds.length,
    connections,
    decisionsPerSecond: result.requests.total / seconds,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    approved,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const percentile = (sorted, share) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Open loop at a fixed arrival rate on `cardIds` in turn: purchase i is due at start + i / rate whether or not earlier
 * answers arrived, and its latency runs from when it was due (so a stall counts against every
 * purchase that waited, unlike a closed loop). autocannon's `overallRate` is not used: it lets each
 * connection send its share of a second back to back at the start of the second, in bursts.
 */
export async function measureFixedRate(baseUrl, cardIds, { rate, seconds }) {
  const body = bodies(cardIds);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(baseUrl);
  const count = Math.round(rate * seconds);
  const latencies = [];
  let approved = 0;
  let failed = 0;
  let lateStarts = 0;
  const send = (due) =>
    new Promise((resolve) => {
      if (performance.now() - due > 1) lateStarts += 1;
      const payload = body();
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/sandbox/authorizations',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if (response.statusCode === 201 && text.includes(APPROVED)) approved += 1;
            else failed += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(payload);
    });
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    mode: 'rate',
    cards: cardIds.length,
    targetRate: rate,
    achievedRate: latencies.length / elapsed,
    latencyP50Ms: round(percentile(latencies, 0.5)),
    latencyP99Ms: round(percentile(latencies, 0.99)),
    latencyMaxMs: round(latencies.at(-1) ?? Number.NaN),
    total: latencies.length,
    approved,
    failed,
    lateStarts,
  };
}
