// La Batalla del Ebro's side column: the turn record (turn, date, day or night, weather, ground, surprise, this
// turn's VP, the step and the side phasing), the initiative track drawn as its eight squares with the marker on its
// square, both sides' accumulated VP; and the Engineering panel (every crossing, crossing site and work, each
// lighting its hexes on hover or focus) with the toggle that shows the markers on the map.

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import { folding } from '../../panels/orderspanel.js';
import { workLines } from './marks.js';
import { crossingSites, sideName } from './names.js';
import { recordOf } from './record.js';
import { holderAt, squareText } from './words.js';

/** The turn record panel. */
export class RecordPanel {
  readonly element = el('section', { class: 'panel ebro-record', 'data-testid': 'ebro-record' });
  private open = true;

  /** Draw it from a view (none: hidden). */
  show(view: View | null, module: GameModule | null): void {
    clear(this.element);
    this.element.hidden = !view;
    if (!view) return;
    const r = recordOf(view, module);
    const body = folding(t('ebro.record.title'), this.open, (o) => {
      this.open = o;
    });
    this.element.append(body);
    const list = el('ul', { class: 'ebro-lines' });
    for (const l of r.lines) list.append(el('li', { 'data-testid': l.testid, text: l.text }));
    body.append(list);
    const track = el('ol', {
      class: 'ebro-initiative',
      'data-testid': 'ebro-initiative-track',
      'aria-label': t('ebro.record.initiative'),
    });
    for (let i = 0; i < 8; i++) {
      const here = r.initiative === i;
      const li = el('li', {
        class: `ebro-square ${holderAt(i)}${here ? ' here' : ''}`,
        title: squareText(i),
        'data-square': i,
        text: String(i <= 3 ? 3 - i : i - 4),
      });
      if (here) li.setAttribute('aria-current', 'true');
      track.append(li);
    }
    body.append(el('h3', { text: t('ebro.record.initiative') }), track);
    const vp = el('dl', { class: 'ebro-avp', 'data-testid': 'ebro-avp' });
    for (const side of ['nationalist', 'republican'] as const)
      vp.append(el('dt', { class: side, text: sideName(side) }), el('dd', { text: String(r.avp[side]) }));
    body.append(el('h3', { text: t('ebro.record.avp') }), vp);
  }
}

/** What the Engineering panel asks of the screen. */
export interface WorksCallbacks {
  /** Light these hexes (none: put them out). */
  light(hexes: string[]): void;
  /** The map's markers were switched on or off. */
  toggle(on: boolean): void;
}

/** The Engineering panel. */
export class WorksPanel {
  readonly element = el('section', { class: 'panel ebro-works', 'data-testid': 'ebro-works' });
  private on = false;
  private open = false;

  constructor(private cb: WorksCallbacks) {}

  /** Whether the markers are shown on the map. */
  get showing(): boolean {
    return this.on;
  }

  /** Draw it from a view (none: hidden). */
  show(view: View | null): void {
    clear(this.element);
    this.element.hidden = !view;
    if (!view) return;
    const box = el('input', { type: 'checkbox', 'data-testid': 'ebro-marks-toggle' });
    box.checked = this.on;
    box.addEventListener('change', () => {
      this.on = box.checked;
      this.cb.toggle(this.on);
    });
    const body = folding(t('ebro.works.title'), this.open, (o) => {
      this.open = o;
    });
    body.querySelector('summary')!.dataset.testid = 'ebro-works-open';
    this.element.append(body);
    body.append(
      el('label', { class: 'ebro-toggle' }, box, ' ', t('ebro.works.show')),
      el('p', { class: 'note', text: t('ebro.works.key') }),
    );
    const lines = workLines(view, crossingSites());
    if (lines.length === 0) {
      body.append(el('p', { class: 'note', text: t('ebro.works.none') }));
      return;
    }
    const list = el('ul', { class: 'ebro-worklist', 'data-testid': 'ebro-worklist' });
    for (const l of lines) {
      const li = el('li', {
        class: `ebro-work ${l.state}`,
        tabindex: 0,
        text: l.text,
        'data-hexes': l.hexes.join(' '),
      });
      const light = () => this.cb.light(l.hexes);
      const out = () => this.cb.light([]);
      li.addEventListener('mouseenter', light);
      li.addEventListener('focus', light);
      li.addEventListener('mouseleave', out);
      li.addEventListener('blur', out);
      list.append(li);
    }
    body.append(list);
  }
}
