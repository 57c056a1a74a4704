import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts a page may not have (issue 29): axe's serious and critical findings. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  /** Where: the page, language and width the finding was made at. */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** The offending elements: their selector and axe's summary of what to fix. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core (all its rules, WCAG 2.x A and AA and best practices) on the page as it is and
 * answers its serious and critical findings. `where` names the page in the report.
 */
export const axeFindings = async (page: Page, where: string): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 8).map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
};

/** The findings as a reader wants them in a failed test's message: one block per rule and page. */
export const describeFindings = (findings: readonly AxeFinding[]): string =>
  findings
    .map(
      (f) =>
        `${f.where}: [${f.impact}] ${f.rule}: ${f.help}\n${f.nodes
          .map((n) => `    ${n.target}\n      ${n.summary}`)
          .join('\n')}`,
    )
    .join('\n\n');

/** How many main landmarks the page has (one per page: issue 29). */
export const mainLandmarks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('main, [role="main"]').length);
