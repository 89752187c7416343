import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { isKnownFinding, KNOWN_FINDINGS, type KnownFinding } from './every-screen-known-findings.ts';
import { axeFindings, type Finding, layoutFindings } from './screen-findings.ts';

/** The two widths of issue 19: a laptop, and the narrowest phone the spec designs for. */
export const WIDTHS = [1280, 360] as const;
export type Width = (typeof WIDTHS)[number];
export type Language = 'en' | 'ar' | 'es';

/** `<html lang>` of each language (the standard tag, as i18n.ts sets it). */
const HTML_LANG: Record<Language, string> = { en: 'en', ar: 'ar', es: 'es' };

/**
 * One screen of the route table (`route` is its path there, partner twins included) and how to open
 * it: the path with its ids, and the languages it is checked in (English and Arabic, except where
 * the spec offers other languages only).
 */
export type ScreenVisit = {
  route: string;
  /** The widths it is checked at; both unless the screen is a twin of one checked at both. */
  widths?: readonly Width[];
  open: () => string | Promise<string>;
  languages?: readonly Language[];
  /** The path the screen shows when it differs from the one opened (a screen that drops its token). */
  lands?: RegExp;
};

export type ScreenResult = {
  route: string;
  language: Language;
  width: Width;
  url: string;
  /** How long opening and checking the screen took, to keep the pass's run time in view. */
  elapsedMs: number;
  findings: (Finding & { known?: string })[];
};

const REPORT_DIR = path.resolve(import.meta.dirname, '../../playwright-report/every-screen');

const withLanguage = (pathAndQuery: string, language: Language) => {
  const url = new URL(pathAndQuery, 'http://screen.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
};

/**
 * Waits for the screen to settle: no request in flight and its heading shown. The transitions under
 * way are waited for by the checks themselves (axeViolations), which run first at each width.
 */
async function settle(page: Page): Promise<void> {
  // A screen that polls (imports in progress, the sandbox outbox) is never idle: 5 s is enough.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('h1, [role="heading"][aria-level="1"]')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
}

/** Opens the screen and waits for it to settle: no request in flight and its heading shown. */
async function openScreen(page: Page, visit: ScreenVisit, language: Language): Promise<void> {
  const target = withLanguage(await visit.open(), language);
  await page.goto(target);
  await settle(page);
  const expected = visit.lands ?? new RegExp(`^${new URL(target, 'http://x').pathname}$`);
  expect(new URL(page.url()).pathname, `${visit.route} opened as ${target}`).toMatch(expected);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
  // A page whose code did not load is blank, and a blank page has nothing for axe to find.
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** The checks of one screen as it is shown now; the layout checks at phone width only. */
async function findingsAt(page: Page, width: Width): Promise<Finding[]> {
  const findings = await axeFindings(page);
  return width === 360 ? [...findings, ...(await layoutFindings(page))] : findings;
}

/**
 * Every screen of `visits` in each of its languages at each of its widths, in one signed-in page:
 * a screen is opened once per language at its widest width, then narrowed (the layout follows the
 * viewport, as when a phone is turned). axe everywhere, the layout checks at 360 px. Adds each
 * result to `results` and writes the group's report as it goes;
 * findings on the known list are marked with their owner, the rest are new.
 */
export async function checkScreens(
  page: Page,
  visits: readonly ScreenVisit[],
  results: ScreenResult[],
  group: string,
): Promise<ScreenResult[]> {
  for (const visit of visits) {
    for (const language of visit.languages ?? (['en', 'ar'] as const)) {
      let opened = false;
      for (const width of visit.widths ?? WIDTHS) {
        const startedMs = Date.now();
        await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
        const findings = await (opened ? settle(page) : openScreen(page, visit, language)).then(
          () => findingsAt(page, width),
          (error: Error): Finding[] => [
            {
              kind: 'screen',
              rule: 'screen-did-not-open',
              target: page.url(),
              detail: error.message.split('\n')[0]!,
            },
          ],
        );
        opened = true;
        results.push({
          route: visit.route,
          language,
          width,
          url: page.url(),
          elapsedMs: Date.now() - startedMs,
          findings: findings.map((finding) => {
            const known = isKnownFinding(visit.route, finding);
            return known ? { ...finding, known: `${known.owner}: ${known.rule} ${known.target}` } : finding;
          }),
        });
        // After every screen: a test that runs out of time stops without running its own code again.
        writeReport(group, results);
      }
    }
  }
  return results;
}

/** One line per new finding, to fail on: screen, language, width, rule and element. */
export function newFindings(results: readonly ScreenResult[]): string[] {
  return results.flatMap((result) =>
    result.findings
      .filter((finding) => !finding.known)
      .map(
        (finding) =>
          `${result.route} [${result.language} ${result.width}px] ${finding.rule}: ${finding.target} — ${finding.detail}`,
      ),
  );
}

/**
 * Writes this group's results to playwright-report/every-screen/<group>.json and the summary of
 * every group written so far to summary.md: findings per screen (new and known, by owner).
 */
export function writeReport(group: string, results: readonly ScreenResult[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, `${group}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const all = readdirSync(REPORT_DIR)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(REPORT_DIR, file), 'utf8')) as ScreenResult[]);
  const byRoute = new Map<
    string,
    { visits: number; axe: number; layout: number; newOnes: number; elapsedMs: number }
  >();
  for (const result of all) {
    const row = byRoute.get(result.route) ?? { visits: 0, axe: 0, layout: 0, newOnes: 0, elapsedMs: 0 };
    row.visits += 1;
    row.elapsedMs += result.elapsedMs;
    row.axe += result.findings.filter((finding) => finding.kind === 'axe').length;
    row.layout += result.findings.filter((finding) => finding.kind !== 'axe').length;
    row.newOnes += result.findings.filter((finding) => !finding.known).length;
    byRoute.set(result.route, row);
  }
  const seenKnown = new Set(all.flatMap((result) => result.findings.map((finding) => finding.known)));
  const lines = [
    '# Every screen: axe (serious, critical) and the 360 px layout checks',
    '',
    `${all.length} screen visits. Findings are counted per element and per visit (language × width).`,
    '',
    '| screen | visits | axe findings | layout findings (360 px) | not on the known list | seconds |',
    '|---|---|---|---|---|---|',
    ...[...byRoute].map(
      ([route, row]) =>
        `| \`${route}\` | ${row.visits} | ${row.axe} | ${row.layout} | ${row.newOnes} | ${(row.elapsedMs / 1000).toFixed(1)} |`,
    ),
    '',
    'Known findings by owner:',
    '',
    ...KNOWN_FINDINGS.map(
      (known: KnownFinding) =>
        `- ${known.owner}: ${known.rule} on ${known.routes.join(', ')}${seenKnown.has(`${known.owner}: ${known.rule} ${known.target}`) ? '' : ' (not seen in this run)'} — ${known.why}`,
    ),
  ];
  writeFileSync(path.join(REPORT_DIR, 'summary.md'), `${lines.join('\n')}\n`);
}
