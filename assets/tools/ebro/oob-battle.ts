// Builds La Batalla del Ebro's second scenario: "The Battle of the Ebro, 25 July – 16 November 1938". The crossing's
// set-up, boxes, crossings, objectives and first-week reinforcements (oob-scenario.ts), carried on over the battle's
// track of 230 day and night turns (oob-battle-track.ts) with the later reinforcements (oob-battle-units.ts), the
// International Brigades' withdrawal, the second flood of 18 August and the whole battle's victory conditions.
// Written with the crossing by oob-scenario.ts (npx tsx assets/tools/ebro/oob-scenario.ts).

import type { ScenarioDef, TurnDef, UnitDef } from '../../../engine/core/module.js';
import { BATTLE_CONDITIONS, BATTLE_TRACK, IB_WITHDRAWAL, notesByTurn, SEASONS, turnOf } from './oob-battle-track.js';
import { BATTLE_NATIONALIST, BATTLE_REPUBLICAN } from './oob-battle-units.js';
import type { Group } from './oob-kit.js';
import { VICTORY_RATIOS } from './oob-track.js';

/** The battle's later groups, each with its side (appended to units.json after the crossing's counters). */
export const BATTLE_SIDES: { side: 'republican' | 'nationalist'; groups: Group[] }[] = [
  { side: 'republican', groups: BATTLE_REPUBLICAN },
  { side: 'nationalist', groups: BATTLE_NATIONALIST },
];

/** The unit ids arriving on each turn after the first week. */
function laterArrivals(): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const { groups } of BATTLE_SIDES)
    for (const g of groups) {
      if (!('turn' in g.start)) throw new Error('the battle’s later groups arrive by turn');
      out.set(g.start.turn, [...(out.get(g.start.turn) ?? []), ...g.units.map((u) => u.id)]);
    }
  return out;
}

/** The battle scenario from the crossing's (its set-up and first-week data) and the counters of units.json. */
export function buildBattle(crossing: ScenarioDef, units: UnitDef[]): ScenarioDef {
  const firstWeek = new Map(crossing.turns.map((t) => [t.turn, t.reinforcements ?? []]));
  const later = laterArrivals();
  const notes = notesByTurn();
  const turns: TurnDef[] = BATTLE_TRACK.map((t) => {
    const r = [...(firstWeek.get(t.turn) ?? []), ...(later.get(t.turn) ?? [])];
    const label = `${t.date.slice(8)}/${t.date.slice(5, 7)} ${t.part}`;
    const note = notes.get(t.turn);
    const noted = note ? { notes: note.en, translations: { es: { notes: note.es } } } : {};
    return { turn: t.turn, label, ...(r.length ? { reinforcements: r } : {}), ...noted };
  });
  const ib = units.filter((u) => u.nationality === 'international-brigades').map((u) => u.id);
  const d = crossing.data as Record<string, unknown> & { reasons: Record<string, string> };
  return {
    id: 'battle',
    name: 'The Battle of the Ebro, 25 July – 16 November 1938',
    names: { es: 'La batalla del Ebro, 25 de julio – 16 de noviembre de 1938' },
    firstTurn: 1,
    lastTurn: BATTLE_TRACK.length,
    phases: crossing.phases,
    firstSide: crossing.firstSide,
    placements: crossing.placements,
    turns,
    data: {
      ...d,
      track: BATTLE_TRACK.map((t) => ({ ...t })),
      victory: { ratios: VICTORY_RATIOS, rounding: 'down', conditions: BATTLE_CONDITIONS },
      flood: { ...(d.flood as object), times: 2 },
      withdrawals: [
        { turn: turnOf(IB_WITHDRAWAL.date, 'day'), units: ib, exterior: true, reason: IB_WITHDRAWAL.reason },
      ],
      reasons: {
        ...d.reasons,
        track:
          'II.3-II.4: the crossing’s track (a night and a day turn a day) carried on to 16 November: 115 days, ' +
          '230 turns. The book lets a turn last from 12 hours to 3 days (II.3) and a long turn be played as ' +
          'several sequences (XX.2.26); the crossing’s day and night are kept so that every per-turn rate ' +
          '(works, reorganisation, the flood, surprise, withdrawal) means the same as in the crossing (PROVENANCE.md)',
        weather:
          'IV, II.5: the weather table is one 2d6 column; the season is in the track’s DRMs by month — ' +
          Object.entries(SEASONS)
            .map(([m, s]) => `${m}: day ${s.day.weatherDrm}, night ${s.night.weatherDrm} (${s.why})`)
            .join('; '),
        flood:
          `${d.reasons.flood}. In the whole battle twice: the Nationalists opened the Segre dams again on 18 August ` +
          '1938 (the river rose 3.5 m and carried away the bridges at Flix, Móra and Ginestar)',
        withdrawals: IB_WITHDRAWAL.reason,
        victory:
          'XVII.5: the Nationalists score Gandesa held and the loop retaken (the historical end); the Republic the ' +
          'right-bank heights and towns it held into the autumn and a bridge standing; the levels are XVII.7’s',
        reinforcements:
          'XIX.2.4: the crossing’s first-week reserves on the same turns, then the later divisions, guns and ' +
          'squadrons on the day turn of their date (COUNTERS.md, PROVENANCE.md)',
      },
    },
    prov: {
      source: 'reconstructed',
      reason:
        'Original scenario in the style of the series (the book has none, digest §10.2): the crossing’s set-up ' +
        'of 24/25 July 1938 and the whole battle to 16 November, with the later reinforcements, the International ' +
        'Brigades’ withdrawal and the autumn weather (PROVENANCE.md)',
      reasons: {
        es:
          'Escenario original al estilo de la serie (el reglamento no trae ninguno): el despliegue del paso del ' +
          'Ebro y la batalla entera hasta el 16 de noviembre, con los refuerzos posteriores, la retirada de las ' +
          'Brigadas Internacionales y el tiempo de otoño (PROVENANCE.md)',
      },
    },
  };
}
