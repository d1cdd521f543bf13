// axe-core in the browser tests: the violations of every rule it runs by default (WCAG 2.x A and AA and its best
// practices) on the page as it is now, worded so a failure says what to fix (e2e/axe.spec.ts, crusade-map.spec.ts).

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { idle } from './host.js';

/** The violations axe finds on the page now, each as "rule (impact): the first elements it names". */
export async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 4)
        .map((n) => {
          // A contrast failure says its colours and ratio (axe's data), so the message shows what to fix.
          const d = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const c = d?.contrastRatio ? ` [${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}]` : '';
          return `${n.target.join(' ')}${c}`;
        })
        .join(' | ')}`,
  );
}

/** Expect no violation on the screen `name` shows now. */
export async function clean(page: Page, name: string): Promise<void> {
  await idle(page);
  expect(await violations(page), name).toEqual([]);
}
