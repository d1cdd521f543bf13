// Operation Isabella's battle panel, over the map in the combat phase: the target hex picked on the map, the units
// that may attack it (only those: 13.1-13.3), the odds and every column shift with its reason and rule before the
// die is rolled (host preview), the Attack button, then the result read off a compact CRT with the die's row and
// the column highlighted. Battle choices (losses, retreat, advance, momentum) are the prompt bar's.

import type { GameModule } from '../../../engine/core/module.js';
import type { GameEvent, JsonObject } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import { violationText, type ViolationLike } from '../../panels/violations.js';

/** The last battle of the log: its declaration and its latest result, if any. */
export interface BattleRecord {
  seq: number;
  battle: GameEvent;
  result: GameEvent | null;
}

/** The last battle declared in the log and what it gave, or null. */
export function lastBattle(log: readonly LogLine[]): BattleRecord | null {
  // Plain loops: every snapshot asks, and a long game without battles is scanned to its start.
  for (let i = log.length - 1; i >= 0; i--) {
    const evs = log[i]!.events;
    let at = -1;
    for (let k = evs.length - 1; k >= 0 && at < 0; k--) if (evs[k]!.type === 'battle') at = k;
    if (at < 0) continue;
    let result: GameEvent | null = null;
    for (let j = i; j < log.length; j++) {
      const es = log[j]!.events;
      for (let k = j === i ? at : 0; k < es.length; k++) if (es[k]!.type === 'result') result = es[k]!;
    }
    return { seq: log[i]!.seq, battle: evs[at]!, result };
  }
  return null;
}

const SHIFT_PATTERNS: [RegExp, string][] = [
  [/^defender in the city hex (?<hex>\w+)$/, 'city'],
  [/^defender in a mountain hex$/, 'mountain'],
  [/^defender in a rough hex$/, 'rough'],
  [/^every attacker across a river/, 'river'],
  [/^concentric attack$/, 'concentric'],
  [/airpower in range of (?<hex>\w+)$/, 'airpower'],
  [/^Republican partisans in range of (?<hex>\w+)$/, 'partisans'],
  [/naval gunfire/, 'naval'],
];

/** A column shift in words: "+1: concentric attack (rule 13.13)". */
export function shiftText(s: { amount?: unknown; reason?: unknown; rule?: unknown }): string {
  const reason = String(s.reason ?? '');
  let words = reason;
  for (const [re, key] of SHIFT_PATTERNS) {
    const m = re.exec(reason);
    if (m) {
      words = t(`isabella.battle.shifts.${key}`, { hex: m.groups?.hex ?? '' });
      break;
    }
  }
  const n = Number(s.amount ?? 0);
  const amount = n > 0 ? `+${n}` : String(n);
  return t('isabella.battle.shift', {
    amount,
    text: s.rule ? t('play.withRule', { text: words, section: String(s.rule) }) : words,
  });
}

/** What the panel shows while attackers are picked. */
export interface Picking {
  target: string;
  eligible: string[];
  picked: Set<string>;
  max: number;
  /** The host's preview for the picked force, or null while it is asked. */
  preview: JsonObject | null;
  probe: string[] | null;
}

/** What the panel needs from the page. */
export interface BattleCallbacks {
  toggle(piece: string): void;
  attack(): void;
  probe(): void;
  cancel(): void;
  close(): void;
  name(piece: string): string;
  hexOf(piece: string): string;
}

/** The battle panel. */
export class BattlePanel {
  readonly element = el('section', { class: 'battle-panel game-panel', 'data-testid': 'battle-panel', hidden: true });

  constructor(private cb: BattleCallbacks) {}

  hide(): void {
    this.element.hidden = true;
    clear(this.element);
  }

  /** Attackers being picked against a target, with the preview. */
  showPicking(p: Picking): void {
    clear(this.element);
    this.element.hidden = false;
    this.element.setAttribute('aria-label', t('isabella.battle.label'));
    this.element.append(this.head(t('isabella.battle.attackOn', { hex: p.target }), () => this.cb.cancel()));
    const list = el(
      'fieldset',
      { class: 'attackers' },
      el('legend', {
        text:
          p.max < p.eligible.length
            ? t('isabella.battle.attackersMax', { max: p.max })
            : t('isabella.battle.attackers'),
      }),
    );
    for (const id of p.eligible) {
      const box = el('input', { type: 'checkbox', 'data-piece': id }) as HTMLInputElement;
      box.checked = p.picked.has(id);
      box.addEventListener('change', () => this.cb.toggle(id));
      list.append(el('label', { class: 'attacker' }, box, ` ${this.cb.name(id)} (${this.cb.hexOf(id)})`));
    }
    this.element.append(list);
    const pv = p.preview;
    const attack = (pv?.attack ?? null) as JsonObject | null;
    const violations = (Array.isArray(pv?.violations) ? pv!.violations : []) as unknown as ViolationLike[];
    if (p.picked.size === 0) {
      this.element.append(el('p', { class: 'muted', text: t('isabella.battle.pickSome') }));
    } else if (!pv) {
      this.element.append(
        el('p', { class: 'muted', 'data-testid': 'battle-odds', text: t('isabella.battle.computing') }),
      );
    } else if (attack) {
      this.element.append(...this.odds(attack));
    }
    for (const v of violations)
      this.element.append(
        el('p', { class: 'violation', role: 'note', text: `⚠ ${violationText(v, (id) => this.cb.name(id))}` }),
      );
    const go = el('button', {
      type: 'button',
      class: 'primary',
      'data-testid': 'attack-button',
      text: t('isabella.battle.attack'),
    });
    go.disabled = p.picked.size === 0 || !pv || violations.length > 0;
    go.addEventListener('click', () => this.cb.attack());
    const row = el('div', { class: 'battle-buttons' }, go);
    if (p.probe && p.probe.length > 0) {
      const probe = el('button', {
        type: 'button',
        text: t('isabella.battle.probe'),
        title: t('isabella.battle.probeHelp'),
      });
      probe.addEventListener('click', () => this.cb.probe());
      row.append(probe);
    }
    const cancel = el('button', { type: 'button', text: t('dialog.cancel') });
    cancel.addEventListener('click', () => this.cb.cancel());
    row.append(cancel);
    this.element.append(row);
  }

  /** The battle declared last: its odds and shifts, its result on the CRT. `waiting`: the battle goes on. */
  showBattle(module: GameModule | null, rec: BattleRecord, waiting: boolean): void {
    clear(this.element);
    this.element.hidden = false;
    this.element.setAttribute('aria-label', t('isabella.battle.label'));
    const b = rec.battle;
    this.element.append(
      this.head(t('isabella.battle.battleAt', { hex: String(b.target ?? '') }), waiting ? null : () => this.cb.close()),
    );
    const names = (v: unknown) => (Array.isArray(v) ? v.map((x) => this.cb.name(String(x))).join(', ') : '');
    this.element.append(
      el('p', {
        class: 'forces',
        text: t('isabella.battle.forces', { attackers: names(b.attackers), defenders: names(b.defenders) }),
      }),
    );
    this.element.append(...this.odds(b as unknown as JsonObject));
    const r = rec.result;
    if (r) {
      const text =
        r.automatic === true
          ? t('isabella.battle.automaticResult', { result: String(r.result) })
          : t('isabella.battle.result', {
              result: String(r.result),
              die: String(r.die ?? '?'),
              column: String(r.column ?? b.column ?? ''),
            });
      const conv =
        r.rolled !== undefined && r.rolled !== r.result
          ? ` ${t('isabella.battle.converted', { rolled: String(r.rolled), rule: String(r.rule ?? '') })}`
          : '';
      this.element.append(
        el('p', {
          class: 'battle-result',
          'data-testid': 'battle-result',
          'data-result': String(r.result),
          text: text + conv,
        }),
      );
      const meaning = crtOf(module)?.data as { meanings?: Record<string, string> } | undefined;
      const m = meaning?.meanings?.[String(r.result)];
      const local = t(`isabella.battle.meanings.${String(r.result)}`);
      const known = !local.startsWith('isabella.battle.');
      if (m || known) this.element.append(el('p', { class: 'muted', text: known ? local : m! }));
      const table = crtTable(module, String(r.column ?? b.column ?? ''), typeof r.die === 'number' ? r.die : null);
      if (table) this.element.append(table);
    }
  }

  private head(title: string, close: (() => void) | null): HTMLElement {
    const h = el('div', { class: 'panel-head' }, el('h2', { text: title }));
    if (close) {
      const x = el('button', { type: 'button', class: 'icon', 'aria-label': t('dialog.close'), text: '×' });
      x.addEventListener('click', close);
      h.append(x);
    }
    return h;
  }

  private odds(a: JsonObject): HTMLElement[] {
    const out: HTMLElement[] = [];
    const odds =
      a.defense === null || a.defense === undefined
        ? t('isabella.battle.oddsHidden', { attack: String(a.attack ?? '?') })
        : t('isabella.battle.odds', {
            attack: String(a.attack ?? '?'),
            defense: String(a.defense),
            odds: String(a.odds ?? '?'),
          });
    out.push(el('p', { class: 'odds', 'data-testid': 'battle-odds', text: odds }));
    const shifts = Array.isArray(a.shifts) ? (a.shifts as JsonObject[]) : [];
    const ul = el('ul', {
      class: 'shifts',
      'data-testid': 'battle-shifts',
      'aria-label': t('isabella.battle.shiftsLabel'),
    });
    if (shifts.length === 0) ul.append(el('li', { class: 'muted', text: t('isabella.battle.noShifts') }));
    for (const s of shifts) ul.append(el('li', { text: shiftText(s) }));
    out.push(ul);
    // Under fog of war the column stays unknown until the battle is resolved (6.8): the host sends none.
    const final =
      a.column === null
        ? t('isabella.battle.columnHidden')
        : a.automatic
          ? t('isabella.battle.automatic', { result: String(a.automatic), odds: String(a.finalOdds ?? '') })
          : t('isabella.battle.column', { column: String(a.column ?? ''), odds: String(a.finalOdds ?? '') });
    out.push(el('p', { class: 'final-column', 'data-testid': 'battle-column', text: final }));
    return out;
  }
}

/** The module's combat results table. */
function crtOf(module: GameModule | null) {
  return module?.charts.find((c) => c.kind === 'crt' || c.id === 'crt') ?? null;
}

/** A compact CRT: the die down the side, the odds across, the result's row and column lit. */
export function crtTable(module: GameModule | null, column: string, die: number | null): HTMLTableElement | null {
  const c = crtOf(module);
  if (!c) return null;
  const table = el('table', { class: 'crt-mini', 'data-testid': 'crt', 'aria-label': t('isabella.battle.crtLabel') });
  const head = el('tr', {}, el('th', { scope: 'col', text: t('isabella.battle.die') }));
  const colIndex = c.columns.findIndex((x) => x === column);
  for (const [i, col] of c.columns.entries()) {
    head.append(el('th', { scope: 'col', class: i === colIndex ? 'hit' : undefined, text: col }));
  }
  table.append(el('thead', {}, head));
  const body = el('tbody');
  for (const r of c.rows) {
    const hitRow = die !== null && String(die) === r.key;
    const tr = el(
      'tr',
      { class: hitRow ? 'hit-row' : undefined },
      el('th', { scope: 'row', class: hitRow ? 'hit' : undefined, text: r.key }),
    );
    r.cells.forEach((cell, i) => {
      const hit = hitRow && i === colIndex;
      tr.append(
        el('td', {
          class: hit ? 'hit cell' : i === colIndex ? 'hit-col' : undefined,
          'data-testid': hit ? 'crt-hit' : undefined,
          text: String(cell),
        }),
      );
    });
    body.append(tr);
  }
  table.append(body);
  return table;
}
