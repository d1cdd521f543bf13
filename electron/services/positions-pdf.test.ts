// The positions PDF read back with pdftotext (poppler-utils; CI installs it): every unit of the viewer's side is
// under its hex, no enemy unit the side may not see is anywhere in it, Spanish accents survive WinAnsi, and the
// map image lands on the first page.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import type { GameState } from '../../engine/core/types.js';
import { tempDir } from './fixtures/helpers.js';
import { positionsPdf } from './positions-pdf.js';
import { buildPositionsReport, type PositionsReport } from './positions-report.js';
import { foggedGame, HIDDEN_FROM_ALLIES } from './positions.fixture.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
const hasPdftotext = existsSync(PDFTOTEXT);
if (!hasPdftotext) {
  console.warn(`positions-pdf.test: skipped, ${PDFTOTEXT} is missing (apt-get install poppler-utils)`);
}

/** The PDF's text as pdftotext lays it out (columns kept on their lines). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { dir, cleanup } = await tempDir('sandtable-pdf-');
  try {
    const file = join(dir, 'positions.pdf');
    await writeFile(file, bytes);
    return execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    await cleanup();
  }
}

/** The lines of the hex table by hex: a line that starts with a hex id opens it, the lines under it follow. */
function linesByHex(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let hex: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^\s*(\d{4})\s/.exec(line);
    if (m) hex = m[1];
    else if (line.trim() === '' || /^\s*\S/.test(line.slice(0, 20))) hex = null;
    if (hex) out.set(hex, `${out.get(hex) ?? ''} ${line.trim()}`);
  }
  return out;
}

/** The campaign's own set-up, enforced. */
function setupGame(): GameState {
  return isabellaRules.setup(isabellaModule, { scenarioId: 'campaign', seed: 'pdf', mode: 'enforced', options: {} });
}

function alliedReport(language: 'en' | 'es' = 'en', state = foggedGame()): PositionsReport {
  const view = isabellaRules.view(isabellaModule, state, 'allied');
  return buildPositionsReport(isabellaModule, view.state, { side: 'allied', language });
}

describe.skipIf(!hasPdftotext)('positions PDF', () => {
  it("names every unit of the viewer's side at its hex and none of the enemy units hidden from it", async () => {
    const report = alliedReport();
    const text = await pdfText(await positionsPdf(report));
    expect(text).toContain('Unit positions: Allied');
    expect(text).toContain('Turn 1, IV. Alternating Actions Movement or Combat');
    for (const u of HIDDEN_FROM_ALLIES) expect(text).not.toContain(u.name);
    // The visible top of the Burgos stack is there, with the stack's height.
    const burgos = linesByHex(text).get('3311')?.replace(/\s+/g, ' ');
    expect(burgos).toContain('3rd SS PzGr (Totenkopf)');
    expect(burgos).toMatch(/3 units,.* hidden: 2/);
    expect(text).toMatch(/Off the map: Allied/);
    expect(text).toMatch(/Page 1 of \d/);
    for (const state of [foggedGame(), setupGame()]) {
      const view = isabellaRules.view(isabellaModule, state, 'allied').state;
      const byHex = linesByHex(await pdfText(await positionsPdf(alliedReport('en', state))));
      const ownOnMap = view.pieces.filter((p) => p.side === 'allied' && p.kind === 'unit' && p.at.kind === 'hex');
      expect(ownOnMap.length).toBeGreaterThan(1);
      for (const p of ownOnMap) {
        const name = isabellaModule.units.find((u) => u.id === p.def)!.name;
        const hex = p.at.kind === 'hex' ? p.at.hex : '';
        expect(byHex.get(hex)?.replace(/\s+/g, ' '), `${name} at ${hex}`).toContain(name);
      }
    }
  });

  it('prints Spanish with its accents and replaces what Helvetica cannot encode', async () => {
    const report = alliedReport('es');
    report.rows[0].pieces[0].name = 'Ωmega ✓ Łódź';
    const text = await pdfText(await positionsPdf(report));
    expect(text).toContain('Posiciones de las unidades: Aliados');
    expect(text).toContain('Fuera del mapa: Eje');
    expect(text).toContain('?mega ? ?ódz (Aliados');
  });

  it('puts the map image on the first page when given one', async () => {
    const png = readFileSync(fileURLToPath(new URL('../../assets/modules/isabella/preview.png', import.meta.url)));
    const bytes = await positionsPdf(alliedReport(), { mapPng: png });
    const without = await positionsPdf(alliedReport());
    expect(bytes.length).toBeGreaterThan(without.length + png.length / 2);
    expect(await pdfText(bytes)).toContain('The map as shown on the screen');
  });

  it('writes the same bytes for the same report (no date in it)', async () => {
    expect(Buffer.from(await positionsPdf(alliedReport())).equals(Buffer.from(await positionsPdf(alliedReport()))));
  });
});
