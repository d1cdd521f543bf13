// The counter legend (toolbar "Counter legend"): how to read a counter of the open module, drawn with the very
// faces the map paints: the numbers (attack-steps-defence, movement), the full, reduced and disrupted (flag)
// faces, the nationality colours, the unit-type symbols and their size marks, the hex features the map draws (a rail
// head), stacks and markers.

import type { GameModule, UnitDef } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { counterFace, unitValues, valuesFormat } from '../map/counterface.js';
import { paintCounter } from '../map/counters.js';
import { featureCanvas, featureWord, keyFeatures } from '../map/featurekey.js';
import { localName, t } from '../i18n/index.js';
import { showDialog } from './dialog.js';
import { el } from './dom.js';
import { unitSizeName, unitTypeName } from './vocabulary.js';

/** The unit the legend explains: the first two-step unit with a reduced face, else the first unit. */
export function legendUnit(module: Pick<GameModule, 'units'>): UnitDef | undefined {
  return module.units.find((u) => u.steps > 1 && u.reduced) ?? module.units[0];
}

/** One example unit of each type the module uses, in the order they first appear. */
export function unitsByType(module: Pick<GameModule, 'units'>): UnitDef[] {
  const seen = new Map<string, UnitDef>();
  for (const u of module.units) if (!seen.has(u.type) && !u.flags?.includes('substitute')) seen.set(u.type, u);
  return [...seen.values()];
}

/** The size marks printed above a NATO symbol, for the sizes the module uses, largest first. */
const SIZE_MARKS: [string, string][] = [
  ['army', 'XXXX'],
  ['corps', 'XXX'],
  ['division', 'XX'],
  ['brigade', 'X'],
  ['regiment', 'III'],
  ['battalion', 'II'],
];

/** A stand-in piece of a unit on a given face, on its nationality's side (not in the game). */
function sample(u: UnitDef & { side?: string }, steps: number, disrupted: boolean): Piece {
  return {
    id: `legend:${u.id}`,
    def: u.id,
    kind: 'unit',
    side: u.side ?? '',
    at: { kind: 'box', box: 'legend' },
    steps,
    disrupted,
  };
}

/** A counter face painted as on the map, `size` CSS pixels square, with an accessible description. */
function counterImage(module: GameModule, piece: Piece, size: number, label: string): HTMLCanvasElement {
  const canvas = paintCounter(counterFace(module, piece));
  // CSSOM, not a style attribute: the page's CSP has no 'unsafe-inline' for styles.
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  canvas.className = 'legend-counter';
  return canvas;
}

/** A figure: a counter and its caption. */
function figure(image: HTMLElement, caption: string, testid?: string): HTMLElement {
  return el('figure', { class: 'legend-figure', 'data-testid': testid }, image, el('figcaption', { text: caption }));
}

/** The legend's sections for a module (exported for the page's tests and the dialog). */
export function legendBody(module: GameModule): HTMLElement[] {
  const out: HTMLElement[] = [];
  const nations = module.manifest.nationalities;
  const sideOf = (x: UnitDef) => ({ ...x, side: nations.find((n) => n.id === x.nationality)?.side });
  const first = legendUnit(module);
  const u = first && sideOf(first);
  if (u) {
    const full = sample(u, u.steps, false);
    const values = unitValues(module, full);
    const name = localName(u.name, u.names);
    // A module may print "CF-LF-MF" as one figure (ModuleManifest.counterValues).
    const clm = valuesFormat(module) === 'combat-loss-movement';
    const reading = el(
      'dl',
      { class: 'legend-terms' },
      el('dt', { text: values?.factors ?? '' }),
      el('dd', { text: t(clm ? 'legend.factorsCLM' : 'legend.factors') }),
      ...(clm ? [] : [el('dt', { text: String(values?.movement ?? '') }), el('dd', { text: t('legend.movement') })]),
      el('dt', { text: t('legend.topTerm') }),
      el('dd', { text: t('legend.top') }),
      el('dt', { text: t('legend.symbolTerm') }),
      el('dd', { text: t('legend.symbol') }),
    );
    out.push(
      el(
        'section',
        { class: 'legend-block', 'data-testid': 'legend-reading' },
        el('h3', { text: t('legend.readingTitle') }),
        el(
          'div',
          { class: 'legend-row' },
          counterImage(
            module,
            full,
            128,
            clm
              ? t('legend.sampleLabelCLM', { name, factors: values?.factors ?? '' })
              : t('legend.sampleLabel', { name, factors: values?.factors ?? '', movement: values?.movement ?? '' }),
          ),
          reading,
        ),
      ),
    );
    const faces = el(
      'div',
      { class: 'legend-row' },
      figure(counterImage(module, full, 72, t('legend.fullTitle')), t('legend.full'), 'legend-full'),
    );
    if (u.steps > 1) {
      const reduced = sample(u, u.steps - 1, false);
      faces.append(
        figure(
          counterImage(module, reduced, 72, t('legend.reducedTitle')),
          t('legend.reduced', { factors: unitValues(module, reduced)?.factors ?? '' }),
          'legend-reduced',
        ),
      );
    }
    // CF-LF-MF units are never disrupted (no flipped flag face to explain).
    if (!clm) {
      const flag = counterImage(module, sample(u, u.steps, true), 72, t('legend.disruptedTitle'));
      faces.append(figure(flag, t('legend.disrupted'), 'legend-disrupted'));
    }
    out.push(el('section', { class: 'legend-block' }, el('h3', { text: t('legend.facesTitle') }), faces));
  }

  const nats = el('ul', { class: 'legend-nations', 'data-testid': 'legend-nationalities' });
  for (const n of module.manifest.nationalities) {
    const swatch = el('span', { class: 'legend-swatch', 'aria-hidden': 'true', text: 'XX' });
    swatch.style.background = n.background;
    swatch.style.color = n.foreground;
    const side = module.manifest.sides.find((s) => s.id === n.side);
    li(
      nats,
      swatch,
      el('span', { text: localName(n.name, n.names) }),
      el('span', { class: 'muted', text: side ? ` (${localName(side.name, side.names)})` : '' }),
    );
  }
  out.push(el('section', { class: 'legend-block' }, el('h3', { text: t('legend.nationalitiesTitle') }), nats));

  const types = el('div', { class: 'legend-row wrap', 'data-testid': 'legend-types' });
  for (const x of unitsByType(module).map(sideOf)) {
    const name = unitTypeName(x.type);
    types.append(figure(counterImage(module, sample(x, x.steps, false), 56, name), name));
  }
  const sizes = new Set(module.units.map((x) => x.size.toLowerCase()));
  const marks = SIZE_MARKS.filter(([size]) => sizes.has(size)).map(([size, mark]) => `${mark} ${unitSizeName(size)}`);
  out.push(
    el(
      'section',
      { class: 'legend-block' },
      el('h3', { text: t('legend.typesTitle') }),
      types,
      el('p', { text: t('legend.sizes', { sizes: marks.join(' · ') }) }),
    ),
  );

  // The hex features the map draws (a rail head...), as it draws them (map/featurekey.ts).
  const features = keyFeatures(module);
  if (features.length > 0) {
    const row = el('div', { class: 'legend-row wrap', 'data-testid': 'legend-features' });
    for (const f of features) row.append(figure(featureCanvas(f, 56), featureWord(f)));
    out.push(el('section', { class: 'legend-block' }, el('h3', { text: t('legend.mapTitle') }), row));
  }

  out.push(
    el(
      'section',
      { class: 'legend-block' },
      el('h3', { text: t('legend.stacksTitle') }),
      el('p', { text: t('legend.stacks') }),
      el('p', { text: t('legend.markers') }),
    ),
  );
  return out;
}

function li(list: HTMLElement, ...children: HTMLElement[]): void {
  list.append(el('li', {}, ...children));
}

/** Show the counter legend for a module. */
export async function legendDialog(module: GameModule): Promise<void> {
  await showDialog({
    title: t('legend.title'),
    testid: 'legend-dialog',
    body: legendBody(module),
    wide: true,
    buttons: [{ label: t('dialog.close'), value: 'close', primary: true }],
  });
}
