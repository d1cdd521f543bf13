// La Batalla del Ebro's result panel over the map: the last fire or combat (events 'fire' and 'combat') with its
// totals and odds, the column before and after the shifts, the roll and the die modifiers, every shift and modifier
// with its rule, what night did to the totals (II.4), and the chart it was read on (charts.json 'fire-units' or
// 'ground-combat') with its column and row marked and the cell lit. Closed by its button until the next result.

import type { GameModule } from '../../../engine/core/module.js';
import type { GameEvent } from '../../../engine/core/types.js';
import { currentLanguage, t } from '../../i18n/index.js';
import { chartText } from '../../panels/charttext.js';
import { clear, el } from '../../panels/dom.js';
import { litTable } from '../../panels/littable.js';
import { chartIdOf, modsOf, modText, nightNote } from './result.js';
import { siteName } from './names.js';
import { hexsideText, kindText, oddsText, signed, str } from './words.js';

/** The result panel. */
export class ResultPanel {
  readonly element = el('section', { class: 'result-box ebro-result', 'data-testid': 'ebro-result', hidden: true });

  constructor(
    private close: () => void,
    private name: (id: string) => string,
  ) {}

  /** The result shown (its log entry and language): drawn again only when it changes. */
  private drawn = '';

  hide(): void {
    this.element.hidden = true;
    this.drawn = '';
    clear(this.element);
  }

  /** Show one result read on its chart (`seq`: its log entry; `part`: day or night, the turn it was in). */
  show(module: GameModule | null, e: GameEvent, seq: number, part: unknown): void {
    const key = `${seq}|${currentLanguage()}|${e.type}|${str(e.hex)}|${str(part)}`;
    if (key === this.drawn && !this.element.hidden) return;
    this.drawn = key;
    clear(this.element);
    this.element.hidden = false;
    this.element.dataset.kind = e.type;
    const x = (e.target ?? {}) as { key?: string; hex?: string; kind?: string };
    const [a, b] = x.key ? x.key.split('|') : [x.hex ?? '', x.hex ?? ''];
    const hex = str(e.hex);
    const where = hexsideText(a ?? '', b ?? a ?? '', siteName);
    const kind = kindText(str(x.kind) || 'crossing');
    const title = e.type === 'combat' ? (e.reaction ? 'reaction' : 'combat') : e.type;
    const close = el('button', { type: 'button', class: 'ebro-close', text: t('ebro.result.close') });
    close.addEventListener('click', () => this.close());
    this.element.append(el('header', {}, el('h2', { text: t(`ebro.result.${title}`, { hex, kind, where }) }), close));
    const facts = el('ul', { class: 'ebro-facts' });
    const fact = (id: string, text: string) => facts.append(el('li', { 'data-testid': `ebro-result-${id}`, text }));
    if (e.type !== 'combat') fact('total', t('ebro.result.total', { total: str(e.total) }));
    else
      fact('odds', t('ebro.result.odds', { attack: str(e.attack), defence: str(e.defence), odds: oddsText(e.ratio) }));
    const chart = module?.charts.find((c) => c.id === chartIdOf(e));
    const cols = chart ? chartText(chart, currentLanguage()).columns : [];
    const colName = (i: unknown) => cols[Number(i)] ?? str(i);
    fact(
      'column',
      t('ebro.result.column', { base: colName(e.base), col: colName(e.col), shift: signed(Number(e.shift ?? 0)) }),
    );
    const rows = chart ? chartText(chart, currentLanguage()).rows : [];
    fact(
      'roll',
      t('ebro.result.roll', {
        roll: str(e.roll),
        drm: signed(Number(e.drm ?? 0)),
        row: rows[Number(e.row)]?.key ?? str(e.row),
      }),
    );
    fact('cell', t('ebro.result.cell', { cell: str(e.cell) }));
    const night = nightNote(e, part);
    if (night) fact('night', night);
    this.element.append(facts);
    this.mods('shifts', modsOf(e.shifts), e.type === 'combat');
    this.mods('drms', modsOf(e.drms), true);
    if (chart) this.element.append(litTable(chart, Number(e.col), Number(e.row), 'ebro'));
  }

  private mods(key: 'shifts' | 'drms', list: ReturnType<typeof modsOf>, always: boolean): void {
    if (!always && list.length === 0) return;
    const ul = el('ul', { class: 'ebro-mods', 'data-testid': `ebro-result-${key}` });
    for (const m of list) ul.append(el('li', { text: modText(m, this.name) }));
    if (list.length === 0) ul.append(el('li', { class: 'note', text: t('ebro.result.none') }));
    this.element.append(el('h3', { text: t(`ebro.result.${key}`) }), ul);
  }
}
