import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core, run inside the page the person sees, against WCAG 2.1 level A and AA
 * (docs/decisions/0030-accessibility-checks.md).
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a journey: a person is blocked or seriously hindered. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  /** One failing element, as a CSS path (through frames and shadow roots when needed). */
  target: string;
  /** The start of the element's HTML, to recognise it by. */
  html: string;
  /** axe's own account of what to fix on that element. */
  summary: string;
}

export interface AxeReport {
  /** Every failing element, whatever its impact: what the screen's count in the report is made of. */
  all: AxeFinding[];
  /** The serious and critical ones: these fail the journey. */
  blocking: AxeFinding[];
}

interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
}

/**
 * Runs axe on the page (or inside `scope`, a CSS selector such as '[role="dialog"]'). axe is evaluated
 * through the browser's debugging protocol rather than added as a <script> tag: the server's
 * Content-Security-Policy rightly refuses inline scripts, and the check must not switch that off.
 */
export async function runAxe(page: Page, scope?: string): Promise<AxeReport> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(axe.source);
  const results = (await page.evaluate(
    async ({ scope, tags }) => {
      const engine = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): unknown } })
        .axe;
      return engine.run(scope ? { include: [scope] } : { exclude: [] }, {
        runOnly: { type: 'tag', values: tags },
        // WCAG 2.5.3 (Label in Name): still "experimental" in axe, so off unless asked for. A control whose
        // spoken name differs from its visible text cannot be operated by voice.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      });
    },
    { scope: scope ?? null, tags: WCAG_TAGS },
  )) as AxeResults;

  const all = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target
        .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
        .join(' → '),
      html: node.html.replace(/\s+/g, ' ').slice(0, 160),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
  return { all, blocking: all.filter((finding) => BLOCKING.has(finding.impact)) };
}

/** One line per failing element: rule, impact, where, and what axe says to fix. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `  ${finding.rule} (${finding.impact}) at ${finding.target}\n    ${finding.html}\n    ${finding.summary}`,
    )
    .join('\n');
}

/**
 * Fails the journey on any serious or critical finding on what the page shows now, naming each one;
 * returns every finding, for a report.
 */
export async function expectAccessible(page: Page, screen: string, scope?: string): Promise<AxeFinding[]> {
  const report = await runAxe(page, scope);
  expect(
    report.blocking.length,
    `axe found serious or critical WCAG 2.1 AA failures on ${screen}:\n${describeFindings(report.blocking)}\n`,
  ).toBe(0);
  return report.all;
}
