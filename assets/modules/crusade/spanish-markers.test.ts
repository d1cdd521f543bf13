// Every Crusade marker a person reads in the app has its Spanish: its name (the log, the inspector, the counter
// sheet), and its faces' words where they are words (no "Siege: Alcázar" or "Out of Supply" left in Spanish).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MarkerDef } from '../../../engine/core/module.js';

const here = dirname(fileURLToPath(import.meta.url));
const markers = JSON.parse(readFileSync(join(here, 'markers.json'), 'utf8')) as MarkerDef[];

/** A face's text that is a word to translate: letters, and not a place's or a person's name kept as printed. */
const PROPER = new RegExp(
  '^(Largo Caballero|Negrín|Simancas|Gijón|Sta\\. Mª Cabeza|Pto\\. de Valderrepiso|Alcázar|Toledo|Mallorca|Plan P|' +
    'Franco, Generalísimo)$',
);
const isWords = (s: string) => /[A-Za-z]{2}/.test(s) && !PROPER.test(s);

describe('Crusade markers in Spanish', () => {
  it('names every marker in Spanish, none with its English name', () => {
    for (const m of markers) {
      expect(m.names?.es, m.id).toBeTruthy();
      expect(m.names!.es, m.id).not.toBe(m.name);
    }
    expect(markers.find((m) => m.id === 'siege-alcazar')!.names!.es).toBe('Asedio: Alcázar');
  });

  it("words every face that carries words (NAT RP, Out of Supply's OOS, Position / Trench) in Spanish", () => {
    for (const m of markers) {
      if (isWords(m.front)) expect(m.fronts?.es, `${m.id} front "${m.front}"`).toBeTruthy();
      if (m.back && isWords(m.back)) expect(m.backs?.es, `${m.id} back "${m.back}"`).toBeTruthy();
    }
  });
});
