// The Struggle for Europe's result panel over the map: the last ground combat (the event 'combat', §9.01, §10.01)
// with its totals, odds and column, the roll and its modifiers each with its rule, and the Combat Results Table
// (charts.json 'ground-combat') with the column read and the row of the modified roll marked and the cell lit.
// Closed by its button until the next combat.

import type { ChartDef, GameModule } from '../../../engine/core/module.js';
import type { GameEvent } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { currentLanguage, t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import { litTable } from '../../panels/littable.js';
import { str } from './logwords.js';

/** The last combat of the log: its log entry and event, or null. */
export function lastCombat(log: readonly LogLine[]): { seq: number; event: GameEvent } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = [...log[i]!.events].reverse().find((x) => x.type === 'combat');
    if (e) return { seq: log[i]!.seq, event: e };
  }
  return null;
}

/** §9.01 the row a modified roll reads: "≤0" (or "<=0") holds it and below, "≥8" (or "8+") it and above, else its
 *  own number (rolls beyond the rows read the edge row); -1 when the chart has no such row. */
export function rowOf(keys: readonly string[], modified: number): number {
  const at = keys.findIndex((k) => {
    const n = Number(k.replace(/[^\d-]/g, ''));
    if (k.startsWith('<=') || k.startsWith('≤')) return modified <= n;
    if (k.endsWith('+') || k.startsWith('≥')) return modified >= n;
    return modified === n;
  });
  if (at >= 0 || keys.length === 0) return at;
  return modified < Number(keys[0]!.replace(/[^\d-]/g, '')) ? 0 : keys.length - 1;
}

/** The cell of the chart a combat was read in: its column's and its row's index. */
export function cellOf(chart: Pick<ChartDef, 'columns' | 'rows'>, e: GameEvent): { col: number; row: number } {
  const modified = Number(e.roll ?? 0) + Number(e.drm ?? 0);
  return {
    col: chart.columns.indexOf(str(e.column)),
    row: rowOf(
      chart.rows.map((r) => r.key),
      modified,
    ),
  };
}

/** A die roll modifier as the engine gives it. */
export interface DrmItem {
  amount?: number;
  reason?: string;
  rule?: string;
}

/** §9.05, §12, §13, §24, §25 one die roll modifier in the page's words: its rule, what it is, its amount ("§12.01
 *  armor bonus +1"); a leader by his name, the weather and the terrain by the catalogue's words. */
export function drmText(m: DrmItem, name: (id: string) => string): string {
  const reason = str(m.reason);
  const rule = str(m.rule);
  const amount = Number(m.amount ?? 0);
  let what: string;
  // §13.01, §14.07 the leader backing the attack is named by his piece
  if (rule === '§13.01' || rule === '§14.07') what = t('sfe.result.reasons.leaderOf', { unit: name(reason) });
  else if (rule === '§25') what = t(`sfe.words.weather.${reason}`, { defaultValue: reason });
  else what = t(`sfe.result.reasons.${reason.replace(/\s+/g, '-')}`, { defaultValue: reason });
  return `${rule} ${what} ${amount > 0 ? `+${amount}` : amount}`.trim();
}

/** The result panel. */
export class ResultPanel {
  readonly element = el('section', { class: 'result-box sfe-result', 'data-testid': 'sfe-result', hidden: true });
  private drawn = '';

  constructor(
    private close: () => void,
    private name: (id: string) => string,
  ) {}

  hide(): void {
    this.element.hidden = true;
    this.drawn = '';
    clear(this.element);
  }

  /** Show one combat read on the chart (`seq`: its log entry). */
  show(module: GameModule | null, e: GameEvent, seq: number): void {
    const key = `${seq}|${currentLanguage()}`;
    if (key === this.drawn && !this.element.hidden) return;
    this.drawn = key;
    clear(this.element);
    this.element.hidden = false;
    const close = el('button', { type: 'button', class: 'sfe-close', text: t('sfe.result.close') });
    close.addEventListener('click', () => this.close());
    const title = t('sfe.result.title', { hex: str(e.hex) });
    this.element.append(el('header', {}, el('h2', { text: title }), close));
    const facts = el('ul', { class: 'sfe-facts' });
    const fact = (id: string, text: string) => facts.append(el('li', { 'data-testid': `sfe-result-${id}`, text }));
    const names = (v: unknown) => (Array.isArray(v) ? v.map((id) => this.name(str(id))).join(', ') : '');
    fact('attackers', t('sfe.result.attackers', { units: names(e.attackers) }));
    fact('defenders', t('sfe.result.defenders', { units: names(e.defenders) }));
    fact('odds', t('sfe.result.odds', { attack: str(e.attack), defence: str(e.defence), odds: str(e.odds) }));
    fact('column', t('sfe.result.column', { column: str(e.column) }));
    const drm = Number(e.drm ?? 0);
    const roll = Number(e.roll ?? 0);
    fact('roll', t('sfe.result.roll', { roll, drm: drm > 0 ? `+${drm}` : String(drm), modified: roll + drm }));
    fact(
      'cell',
      t('sfe.result.cell', { result: t(`sfe.result.results.${str(e.result)}`, { defaultValue: str(e.result) }) }),
    );
    this.element.append(facts);
    const drms = Array.isArray(e.drms) ? (e.drms as DrmItem[]) : [];
    if (drms.length > 0) {
      const ul = el('ul', { class: 'sfe-mods', 'data-testid': 'sfe-result-drms' });
      for (const m of drms) ul.append(el('li', { text: drmText(m, this.name) }));
      this.element.append(el('h3', { text: t('sfe.result.drms') }), ul);
    }
    const chart = module?.charts.find((c) => c.id === 'ground-combat');
    if (!chart) return;
    const { col, row } = cellOf(chart, e);
    this.element.append(litTable(chart, col, row, 'sfe'));
  }
}
