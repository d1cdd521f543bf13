// A picture of Barbarossa's set-up on one sheet of the East map (preview-setup-<sheet>.png): the sheet preview of
// preview.ts with a square per hex holding ground units (Axis grey-green, Soviet red, one pip per unit) and a
// black ring where a fort stands. Written by module-data.ts; for the eye only (nothing reads the PNG).

import { Resvg } from '@resvg/resvg-js';
import type { MapDef, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { AXIS_NATIONS, isStacked } from './oob-units.js';
import { renderSheetSvg } from './preview.js';

/** The sheet's SVG with the set-up drawn on it. */
export function renderSetupSvg(map: MapDef, scenario: ScenarioDef, units: UnitDef[], sheet: string): string {
  const g = createHexMapGraph(map);
  const byId = new Map(units.map((u) => [u.id, u]));
  const mine = map.hexes.filter((h) => h.id.startsWith(`${sheet}:`));
  let [x0, y1] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const h of mine) {
    const c = g.center(h.id);
    [x0, y1] = [Math.min(x0, c.x), Math.max(y1, c.y)];
  }
  // preview.ts's quarter turn (north up), its padding 60 and title band 50
  const T = (p: { x: number; y: number }) => ({ x: y1 + 60 - p.y, y: p.x - x0 + 110 });
  const stacks = new Map<string, { axis: number; soviet: number; fort: boolean }>();
  for (const p of scenario.placements) {
    const hex = (p.at as { hex: string }).hex;
    if (!hex.startsWith(`${sheet}:`)) continue;
    const u = byId.get(p.def)!;
    const s = stacks.get(hex) ?? { axis: 0, soviet: 0, fort: false };
    if (u.type === 'fort') s.fort = true;
    else if (isStacked(u)) s[AXIS_NATIONS.includes(u.nationality) ? 'axis' : 'soviet']++;
    stacks.set(hex, s);
  }
  const marks: string[] = [];
  for (const [hex, s] of stacks) {
    const c = T(g.center(hex));
    if (s.fort) marks.push(`<circle cx="${c.x}" cy="${c.y}" r="30" fill="none" stroke="#000" stroke-width="6"/>`);
    const n = s.axis + s.soviet;
    if (n === 0) continue;
    const fill = s.axis > 0 ? '#4a5a3a' : '#c62828';
    marks.push(
      `<rect x="${c.x - 22}" y="${c.y - 22}" width="44" height="44" fill="${fill}" stroke="#fff" stroke-width="3"/>`,
    );
    for (let i = 0; i < n; i++) marks.push(`<circle cx="${c.x - 12 + 12 * i}" cy="${c.y}" r="5" fill="#fff"/>`);
  }
  return renderSheetSvg(map, sheet).replace('</svg>', `${marks.join('\n')}\n</svg>`);
}

/** The set-up picture as a PNG, at the sheet previews' scale. */
export function renderSetupPng(map: MapDef, scenario: ScenarioDef, units: UnitDef[], sheet: string): Buffer {
  const r = new Resvg(renderSetupSvg(map, scenario, units, sheet), {
    fitTo: { mode: 'zoom', value: 0.4 },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: '#f4f1ea',
  });
  return r.render().asPng();
}
