// The "unit positions by hex" report: text for reading, CSV for spreadsheets, JSON for tools.

import type { GameModule } from '../../engine/core/module.js';
import type { GameState } from '../../engine/core/types.js';
import { positions } from '../../engine/core/view.js';

/** Quote a CSV field when it needs it (RFC 4180). */
function csvField(v: string | number | boolean): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Format the positions of a game's pieces (units and markers; `markers: false` leaves markers out), map first. */
export function formatPositions(
  module: GameModule,
  state: GameState,
  format: 'text' | 'csv' | 'json',
  opts: { side?: string; markers?: boolean } = {},
): string {
  const rows = positions(state, { units: true, markers: opts.markers ?? true, side: opts.side });
  const names = new Map<string, string>([
    ...module.units.map((u) => [u.id, u.name] as const),
    ...module.markers.map((m) => [m.id, m.name] as const),
  ]);
  const hexInfo = new Map(module.map.hexes.map((h) => [h.id, h]));
  if (format === 'json') {
    return (
      JSON.stringify(
        {
          turn: state.turn,
          phase: state.phase,
          rows: rows.map((r) => ({ ...r, pieces: r.pieces.map((p) => ({ ...p, name: names.get(p.def) ?? p.def })) })),
        },
        null,
        2,
      ) + '\n'
    );
  }
  if (format === 'csv') {
    const lines = ['location_kind,location,terrain,city,piece,name,side,kind,steps,disrupted'];
    for (const r of rows) {
      const h = r.kind === 'hex' ? hexInfo.get(r.location) : undefined;
      for (const p of r.pieces) {
        lines.push(
          [
            r.kind,
            r.location,
            h?.terrain ?? '',
            h?.city?.name ?? '',
            p.id,
            names.get(p.def) ?? p.def,
            p.side,
            p.kind,
            p.steps,
            p.disrupted,
          ]
            .map(csvField)
            .join(','),
        );
      }
    }
    return lines.join('\n') + '\n';
  }
  const lines = [`Turn ${state.turn}, ${state.phase} (${state.activeSide} active)`];
  for (const r of rows) {
    const h = r.kind === 'hex' ? hexInfo.get(r.location) : undefined;
    const where =
      r.kind === 'hex'
        ? `${r.location}${h?.city ? ` ${h.city.name}` : ''}${h ? ` [${h.terrain}]` : ''}`
        : `${r.kind} ${r.location}`;
    const stack = r.pieces.map(
      (p) =>
        `${p.id} ${names.get(p.def) ?? p.def} (${p.side}, ${p.steps} step${p.steps === 1 ? '' : 's'}${p.disrupted ? ', disrupted' : ''})`,
    );
    lines.push(`${where}: ${stack.join('; ')}`);
  }
  return lines.join('\n') + '\n';
}
