// The figures of issue 20 in one table, from the results files of benchmarks that ran in the same
// `npm run bench` invocation (run.mjs writes it only then: one run, one machine, the ratios beside).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS = path.join(import.meta.dirname, '../results');
/** The benchmarks whose results the table reads. */
export const ISSUE_20_BENCHMARKS = ['card-loads', 'authorizations', 'first-load', 'lighthouse'];

const read = (name) => JSON.parse(readFileSync(path.join(RESULTS, `${name}.json`), 'utf8'));
const round = (value, digits) => Number(value.toFixed(digits));

/** One row: what, the target, the measured value, and whether it is met. */
function row(figure, target, measured, met) {
  return `| ${figure} | ${target} | ${measured} | ${met ? 'met' : '**not met**'} |`;
}

/** The markdown table of issue 20's figures from the four results files. */
export function issue20Figures() {
  const loads = read('card-loads');
  const decisions = read('authorizations');
  const firstLoad = read('first-load');
  const lighthouse = read('lighthouse');

  const eightClients = loads.postgres.rows.find((entry) => entry.connections === 8);
  const ceiling = loads.pgbench.find((entry) => entry.clients === 8);
  const hotRatio = eightClients.requestsPerSecond / ceiling.minimalHotSource;
  const randomRatio = eightClients.requestsPerSecond / ceiling.minimalRandom;
  const atRate = (engine, cards) =>
    decisions[engine].rows.find((entry) => entry.mode === 'rate' && entry.cards === cards);
  const bestClosedLoop = (engine) =>
    Math.max(
      ...decisions[engine].rows
        .filter((entry) => entry.mode === 'closed')
        .map((entry) => entry.decisionsPerSecond),
    );
  const gzipOf = (pagePath) => firstLoad.pages.find((page) => page.path === pagePath).gzipKiB;
  const landingKiB = Math.max(gzipOf('/'), gzipOf('/cardholders'));
  const afterSignInKiB = gzipOf('/accountOverview');
  const scores = lighthouse.pages.map((page) => `${page.path} ${page.medianScore}`);
  const lowestScore = Math.min(...lighthouse.pages.map((page) => page.medianScore));

  return [
    `Measured ${loads.date} on ${loads.machine}, all rows in one \`npm run bench\` run (card loads and decisions on PostgreSQL unless named; docs/performance.md's sections below have each benchmark's details).`,
    '',
    '| figure | target | measured | |',
    '|---|---|---|---|',
    row(
      'card loads ÷ minimal raw-SQL transfer, 8 clients, hot source (the same shape)',
      '≥ 0.5',
      `${round(hotRatio, 2)} (${round(eightClients.requestsPerSecond, 0)} ÷ ${round(ceiling.minimalHotSource, 0)}/s)`,
      hotRatio >= 0.5,
    ),
    row(
      'card loads ÷ minimal raw-SQL transfer, 8 clients, random source',
      '≥ 0.5',
      `${round(randomRatio, 2)} (${round(eightClients.requestsPerSecond, 0)} ÷ ${round(ceiling.minimalRandom, 0)}/s)`,
      randomRatio >= 0.5,
    ),
    ...[
      ['postgres', 50, 'PostgreSQL, 50 cards'],
      ['postgres', 1, 'PostgreSQL, 1 card'],
      ['pglite', 50, 'PGlite, 50 cards'],
    ].map(([engine, cards, label]) => {
      const entry = atRate(engine, cards);
      return row(
        `decision p99 at 200/s, ${label}`,
        '≤ 20 ms',
        `${entry.latencyP99Ms} ms`,
        entry.latencyP99Ms <= 20,
      );
    }),
    row(
      'PGlite decisions/s (best closed loop)',
      '≥ 200',
      `${round(bestClosedLoop('pglite'), 0)}`,
      bestClosedLoop('pglite') >= 200,
    ),
    row(
      'landing pages’ JS, gzip (`/`, `/cardholders`)',
      '≤ 160 KiB',
      `${round(landingKiB, 1)} KiB`,
      landingKiB <= 160,
    ),
    row(
      'the cardholder’s first screen after sign-in, JS gzip',
      '≤ 200 KiB',
      `${round(afterSignInKiB, 1)} KiB`,
      afterSignInKiB <= 200,
    ),
    row('Lighthouse mobile, median of 3', '≥ 95', scores.join(', '), lowestScore >= 95),
  ].join('\n');
}
