// Crusade's battle view, over the map: an attack being picked (the space attacked, which of the ready units attack
// it, each from its space, their strength and the table they fire on); then the combat: both sides' units, the
// Combat Cards each played, both fire tables with the column fired on, the die, every column shift and DRM with its
// rule, the Loss Numbers and who won; and the question it waits for, answered here (battleasks.ts). The spaces it
// concerns are lit on the map by the screen.

import type { GameModule } from '../../../engine/core/module.js';
import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import type { BattleShown, Modifier, SideFire } from './battledata.js';
import { columnOf, fireTable, tableKey } from './firetable.js';

/** What the panel needs from the page. */
export interface BattleHost {
  module(): GameModule | null;
  /** A unit's name and its factors now ("Militia Column 19 1-1-3"). */
  unitText(id: string): string;
  /** A unit's Combat Factor now and whether it is a corps (§11.2.6), or null when unknown. */
  unitFire(id: string): { cf: number; corps: boolean } | null;
  /** A unit's space now. */
  unitSpace(id: string): string | null;
  spaceName(id: string): string;
  sideName(id: string): string;
  cardName(id: string): string;
  send(a: LegalAction): void;
  pick(i: number): void;
  cancel(): void;
  close(): void;
}

/** An attack being picked: the target and the ways the rules list to attack it (each a set of attackers). */
export interface Picking {
  target: string;
  options: LegalAction[];
  chosen: number;
}

/** The words of a column shift or DRM: the catalogue's for its source, else the engine's reason. */
const MODIFIERS: Readonly<Record<string, string>> = {
  'terrain.Mountain': 'mountain',
  'terrain.Open': 'open',
  'terrain.Beach Head': 'beachHead',
  'terrain.sierra': 'sierra',
  'terrain.mainCity': 'mainCity',
  'terrain.river': 'river',
  'fort.position': 'position',
  'fort.trench': 'trench',
  winter: 'winter',
  armor: 'armor',
  event: 'event',
  'turn1.militia': 'militia',
  counterattack: 'counterattack',
};

/** A shift or DRM in words with its rule: "−1 defending space: Mountain (rule 11.2.6)". */
export function modifierText(m: Modifier, cardName: (id: string) => string): string {
  const key = m.source === 'winter' && m.rule === '16.5.3' ? 'winterSevere' : MODIFIERS[m.source];
  const words = m.source.startsWith('card.')
    ? t('crusade.battle.mod.card', { card: cardName(m.source.slice(5)) })
    : key
      ? t(`crusade.battle.mod.${key}`)
      : m.reason;
  const amount = m.amount > 0 ? `+${m.amount}` : m.amount < 0 ? `−${-m.amount}` : '0';
  return t('crusade.battle.modifier', { amount, text: t('play.withRule', { text: words, section: m.rule }) });
}

/** The battle panel. */
export class BattlePanel {
  readonly element = el('section', { class: 'crusade-battle game-panel', 'data-testid': 'battle-panel', hidden: true });

  constructor(private host: BattleHost) {}

  hide(): void {
    this.element.hidden = true;
    clear(this.element);
  }

  /** An attack being picked: its options as a choice, their strength and table, Attack and Cancel. */
  showPicking(p: Picking): void {
    this.open(t('crusade.battle.attackOn', { space: this.host.spaceName(p.target) }), () => this.host.cancel());
    this.element.dataset.mode = 'pick';
    const list = el('fieldset', { class: 'battle-options', 'data-testid': 'attack-options' });
    list.append(el('legend', { text: t('crusade.battle.attackWith') }));
    p.options.forEach((a, i) => {
      const ids = (a.args?.attackers as string[] | undefined) ?? [];
      const radio = el('input', { type: 'radio', name: 'attack-option', value: String(i) }) as HTMLInputElement;
      radio.checked = i === p.chosen;
      radio.addEventListener('change', () => this.host.pick(i));
      const from = [...new Set(ids.map((id) => this.host.unitSpace(id)).filter((s): s is string => !!s))];
      const label = el(
        'label',
        { class: 'battle-option', 'data-option': i },
        radio,
        el('span', {
          text: ` ${t('crusade.battle.from', { spaces: from.map((s) => this.host.spaceName(s)).join(', ') })}`,
        }),
      );
      const units = el('ul', { class: 'battle-units' });
      for (const id of ids) units.append(el('li', { text: this.host.unitText(id) }));
      list.append(el('div', {}, label, units));
    });
    this.element.append(list);
    const chosen = p.options[p.chosen];
    const ids = (chosen?.args?.attackers as string[] | undefined) ?? [];
    this.element.append(
      el('p', { class: 'battle-strength', 'data-testid': 'attack-strength', text: this.strength(ids) }),
    );
    const go = el('button', {
      type: 'button',
      class: 'primary',
      'data-testid': 'attack-button',
      text: t('crusade.battle.attack'),
    });
    go.disabled = !chosen;
    go.addEventListener('click', () => chosen && this.host.send(chosen));
    const cancel = el('button', { type: 'button', text: t('dialog.cancel') });
    cancel.addEventListener('click', () => this.host.cancel());
    this.element.append(el('div', { class: 'battle-buttons' }, go, cancel));
  }

  /** A combat: the one in progress (`b.live`) or the last one (closable), with `asks` (battleasks.ts) below. */
  showCombat(b: BattleShown, asks: HTMLElement | null): void {
    const title = b.live ? 'crusade.battle.combatAt' : 'crusade.battle.lastCombat';
    this.open(t(title, { space: this.host.spaceName(b.target) }), b.live ? null : () => this.host.close());
    this.element.dataset.mode = b.live ? 'combat' : 'after';
    const sides = el('div', { class: 'battle-sides' });
    sides.append(
      this.side('attacker', b.attacker, b.attackers, b.cards.attacker, b.fire?.attacker ?? null),
      this.side('defender', b.defender, b.defenders, b.cards.defender, b.fire?.defender ?? null),
    );
    this.element.append(sides);
    const fire = b.fire;
    if (fire) {
      const [a, d] = [fire.attacker.ln, fire.defender.ln];
      const w = a > d ? 'attacker' : d > a ? 'defender' : 'none';
      this.element.append(
        el('p', {
          class: 'battle-result',
          'data-testid': 'battle-result',
          'data-winner': w,
          text: t(`crusade.battle.winner.${w}`, { attackerLn: a, defenderLn: d }),
        }),
      );
    }
    if (asks) this.element.append(asks);
  }

  private open(title: string, close: (() => void) | null): void {
    clear(this.element);
    this.element.hidden = false;
    this.element.setAttribute('aria-label', t('crusade.battle.label'));
    const head = el('div', { class: 'panel-head' }, el('h2', { 'data-testid': 'battle-title', text: title }));
    if (close) {
      const x = el('button', { type: 'button', class: 'icon', 'aria-label': t('dialog.close'), text: '×' });
      x.addEventListener('click', close);
      head.append(x);
    }
    this.element.append(head);
  }

  /** One side: its units, its Combat Cards, its fire (table, columns, shifts, die, DRMs, Loss Number). */
  private side(
    role: 'attacker' | 'defender',
    side: string,
    units: string[] | null,
    cards: string[] | null,
    fire: SideFire | null,
  ): HTMLElement {
    const box = el('div', {
      class: 'battle-side',
      'data-role': role,
      'data-testid': `battle-${role}`,
      'data-side': side,
    });
    box.append(el('h3', { text: t(`crusade.battle.${role}`, { side: side ? this.host.sideName(side) : '' }) }));
    if (units) {
      const ul = el('ul', { class: 'battle-units', 'data-testid': `${role}-units` });
      for (const id of units) ul.append(el('li', { 'data-unit': id, text: this.host.unitText(id) }));
      box.append(ul);
    }
    const played =
      cards && cards.length ? cards.map((c) => this.host.cardName(c)).join(', ') : t('crusade.battle.noCards');
    box.append(
      el('p', {
        class: 'battle-cards',
        'data-testid': `${role}-cards`,
        text: t('crusade.battle.cards', { cards: played }),
      }),
    );
    if (fire) box.append(...this.fire(role, fire));
    else if (units) box.append(el('p', { class: 'muted', text: this.strength(units) }));
    return box;
  }

  /** A side's fire: its table lit, the strength and column, each shift and DRM with its rule, the roll and LN. */
  private fire(role: string, f: SideFire): HTMLElement[] {
    const name = t(tableKey(f.table));
    const out: HTMLElement[] = [];
    const strength = f.strength === null ? '?' : String(f.strength);
    out.push(
      el('p', {
        class: 'battle-line',
        text: t('crusade.battle.column', {
          strength,
          table: name,
          start: f.startColumn ?? f.column,
          column: f.column,
        }),
      }),
    );
    const mods = (list: Modifier[] | null, none: string, testid: string) => {
      const ul = el('ul', { class: 'battle-mods', 'data-testid': testid });
      if (list === null) return ul;
      if (list.length === 0) ul.append(el('li', { class: 'muted', text: t(none) }));
      for (const m of list)
        ul.append(el('li', { 'data-source': m.source, text: modifierText(m, (c) => this.host.cardName(c)) }));
      return ul;
    };
    out.push(mods(f.shifts, 'crusade.battle.noShifts', `${role}-shifts`));
    out.push(mods(f.drms, 'crusade.battle.noDrms', `${role}-drms`));
    const drm = f.drm > 0 ? `+${f.drm}` : f.drm < 0 ? `−${-f.drm}` : '0';
    out.push(
      el('p', {
        class: 'battle-roll',
        'data-testid': `${role}-roll`,
        text: t('crusade.battle.roll', { die: f.die, drm, modified: f.modified, ln: f.ln }),
      }),
    );
    const table = fireTable(
      this.host.module(),
      f.table,
      { column: f.column, startColumn: f.startColumn, roll: f.modified },
      `${role}-table`,
    );
    if (table) out.push(table);
    return out;
  }

  /** The strength of units and the table and column they fire on before any shift (§11.2.6). */
  private strength(ids: string[]): string {
    const fire = ids.map((id) => this.host.unitFire(id));
    if (fire.some((f) => f === null)) return '';
    const cs = fire.reduce((s, f) => s + f!.cf, 0);
    const table = fire.some((f) => f!.corps) ? 'fire-corps' : 'fire-division';
    const column = columnOf(this.host.module(), table, cs) ?? '?';
    return t('crusade.battle.before', { strength: cs, table: t(tableKey(table)), column });
  }
}
