// The space last clicked on a point-to-point map (Crusade), in the side column: its name, terrain, who controls it
// now, its marks (main city, province capital, VP space, supply source, port, Sierra of Madrid, frontier), and a
// "reconstructed" badge naming the attributes the rulebook's missing map made us reconstruct, reasons on hover.

import type { GameModule, Provenance, SpaceDef } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import { isReconstructed } from '../../../engine/core/provenance.js';
import { currentLanguage, localName, t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';

/** The attributes a space's card reads (map.json attrs). */
interface Attrs {
  kind?: string;
  terrain?: string;
  mainCity?: boolean;
  provinceCapital?: boolean;
  vpSpace?: boolean;
  supplySource?: string | null;
  port?: string | null;
  sierraOfMadrid?: boolean;
  border?: string | null;
  prov?: Record<string, Provenance>;
}

/** The marks of a space in words (i18n keys under crusade.space and their values). */
export function spaceMarks(s: SpaceDef): { key: string; values?: Record<string, string> }[] {
  const a = (s.attrs ?? {}) as Attrs;
  const out: { key: string; values?: Record<string, string> }[] = [];
  if (a.mainCity) out.push({ key: 'mainCity' });
  if (a.provinceCapital) out.push({ key: 'provinceCapital' });
  if (a.vpSpace) out.push({ key: 'vpSpace' });
  if (a.supplySource) out.push({ key: 'supplySource', values: { side: a.supplySource } });
  if (a.port) out.push({ key: 'port', values: { sea: t(`crusade.space.seas.${a.port}`, { defaultValue: a.port }) } });
  if (a.sierraOfMadrid) out.push({ key: 'sierra' });
  if (a.border)
    out.push({
      key: 'border',
      values: { country: t(`crusade.space.countries.${a.border}`, { defaultValue: a.border }) },
    });
  return out;
}

/** The reconstructed attributes of a space with their reasons (in `lang` where the module gives it). */
export function spaceReconstructed(s: SpaceDef, lang: string): [string, string][] {
  const prov = ((s.attrs ?? {}) as Attrs).prov ?? {};
  const out: [string, string][] = [];
  for (const [field, p] of Object.entries(prov))
    if (isReconstructed(p)) out.push([field, p.reasons?.[lang] ?? p.reason]);
  return out;
}

/** An attribute's name in the page's language (its id when the catalogue lacks it). */
const field = (id: string): string => t(`crusade.space.fields.${id}`, { defaultValue: id });

/** The space panel. */
export class SpaceInfo {
  private readonly body = el('div', { class: 'space-body' });
  private readonly close = el('button', { type: 'button', class: 'icon small', 'data-testid': 'space-info-close' });
  readonly element = el(
    'section',
    { class: 'panel space-info', 'data-testid': 'space-info', hidden: true },
    el('div', { class: 'panel-head' }, el('h2', { 'data-testid': 'space-info-title' }), this.close),
    this.body,
  );
  private space: string | null = null;

  constructor() {
    this.close.addEventListener('click', () => {
      this.space = null;
      this.element.hidden = true;
    });
  }

  /** Show a space (null: hide), or redraw the one shown when `space` is undefined (a new view, a language). */
  show(module: GameModule | null, view: View | null, space?: string | null): void {
    if (space !== undefined) this.space = space;
    const s = this.space ? module?.map.spaces?.find((x) => x.id === this.space) : undefined;
    if (!module || !s) {
      this.element.hidden = true;
      return;
    }
    this.element.hidden = false;
    this.element.dataset.space = s.id;
    this.element.querySelector('h2')!.textContent = s.name;
    this.close.textContent = '×';
    this.close.title = t('dialog.close');
    this.close.setAttribute('aria-label', t('dialog.close'));
    clear(this.body);
    const side = (id: string) => {
      const sd = module.manifest.sides.find((x) => x.id === id);
      return sd ? localName(sd.name, sd.names) : id;
    };
    const terrain = module.map.terrain.find((x) => x.id === s.terrain);
    const control = (view?.state.vars as { control?: Record<string, string> } | undefined)?.control?.[s.id];
    const facts = [
      terrain ? t(`crusade.space.terrain.${terrain.id}`, { defaultValue: terrain.name }) : (s.terrain ?? ''),
      control ? t('crusade.space.controlled', { side: side(control) }) : t('crusade.space.uncontrolled'),
      ...spaceMarks(s).map((m) =>
        t(`crusade.space.${m.key}`, {
          ...m.values,
          ...(m.values?.side ? { side: side(m.values.side) } : {}),
        }),
      ),
    ].filter((x) => x);
    this.body.append(el('p', { class: 'space-facts', 'data-testid': 'space-facts', text: facts.join(' · ') }));
    const recon = spaceReconstructed(s, currentLanguage());
    if (recon.length)
      this.body.append(
        el('span', {
          class: 'rec-mark',
          'data-testid': 'space-reconstructed',
          text: `◆ ${t('crusade.space.reconstructed', { fields: recon.map(([f]) => field(f)).join(', ') })}`,
          title: recon.map(([f, why]) => `${field(f)}: ${why}`).join('\n'),
        }),
      );
  }
}
