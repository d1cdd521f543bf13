// La Batalla del Ebro's turn record as the side panel shows it, from the view and the module: the turn of the
// scenario's track with its date and day or night (at night, what night changes), the weather and the ground, the
// initiative track (0..7, its holder and square), surprise and its turn, the current-turn VP marker, both sides'
// accumulated VP, the step and the side phasing. Pure: plain lines, drawn by the panel.

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import { currentLanguage, t } from '../../i18n/index.js';
import { sideName } from './names.js';
import { holderAt, squareText, str } from './words.js';

/** One line of the panel: its test id and its text. */
export interface RecordLine {
  testid: string;
  text: string;
}

/** What the panel draws: its lines, the initiative marker's square (0..7) and who holds each square. */
export interface TurnRecord {
  lines: RecordLine[];
  initiative: number | null;
  avp: { nationalist: number; republican: number };
}

/** The parts of the vars the panel reads (engine/games/ebro/state.ts, ourwar/state.ts). */
interface Vars {
  step?: string;
  phase?: number;
  part?: string;
  initiative?: number;
  weather?: string;
  terrainState?: string;
  surprise?: { side: string; turn: number } | null;
  cvp?: { side: string; value: number };
  avp?: Record<string, number>;
  moveCap?: number | null;
}

/** A track date ("1938-07-25") in the page's language. */
export function dateText(iso: string, lang = currentLanguage()): string {
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The scenario's track entry of a turn (date, day or night), if the module has it, and the turn's note. */
function trackEntry(module: GameModule | null, scenarioId: string, turn: number) {
  const s = module?.scenarios.find((x) => x.id === scenarioId);
  const track = (s?.data as { track?: { turn: number; date: string; part: string }[] } | undefined)?.track ?? [];
  const def = s?.turns.find((x) => x.turn === turn);
  const own = def?.translations?.[currentLanguage()]?.notes;
  return {
    entry: track.find((x) => x.turn === turn) ?? null,
    last: s?.lastTurn ?? track.at(-1)?.turn ?? turn,
    note: own ?? def?.notes ?? null,
  };
}

/** The turn record of a view. */
export function recordOf(view: View, module: GameModule | null): TurnRecord {
  const v = view.state.vars as Vars;
  const lines: RecordLine[] = [];
  const { entry, last, note } = trackEntry(module, view.state.scenarioId, view.state.turn);
  lines.push({ testid: 'ebro-turn', text: t('ebro.record.turn', { turn: view.state.turn, last }) });
  const part = t(`ebro.words.part.${v.part ?? entry?.part ?? 'day'}`);
  if (entry) lines.push({ testid: 'ebro-date', text: t('ebro.record.date', { date: dateText(entry.date), part }) });
  // II.4 what a night turn changes, where the player reads the turn.
  if ((v.part ?? entry?.part) === 'night') lines.push({ testid: 'ebro-night', text: t('ebro.record.night') });
  // II.3 what the scenario's turn record track notes on this turn (an offensive, a flood...), in the page's language.
  if (note) lines.push({ testid: 'ebro-note', text: note });
  if (v.weather)
    lines.push({
      testid: 'ebro-weather',
      text: t('ebro.record.weather', { weather: t(`ebro.words.weather.${v.weather}`) }),
    });
  if (v.terrainState)
    lines.push({
      testid: 'ebro-terrain',
      text: t('ebro.record.terrain', { terrain: t(`ebro.words.terrain.${v.terrainState}`) }),
    });
  const init = typeof v.initiative === 'number' ? v.initiative : null;
  if (init !== null)
    lines.push({
      testid: 'ebro-initiative',
      text: t('ebro.record.holder', { side: sideName(holderAt(init)), square: squareText(init) }),
    });
  lines.push(
    v.surprise
      ? {
          testid: 'ebro-surprise',
          text: t('ebro.record.surprise', { side: sideName(v.surprise.side), turn: v.surprise.turn }),
        }
      : { testid: 'ebro-surprise', text: t('ebro.record.noSurprise') },
  );
  if (v.cvp)
    lines.push({ testid: 'ebro-cvp', text: t('ebro.record.cvp', { value: v.cvp.value, side: sideName(v.cvp.side) }) });
  const step = str(v.step);
  if (step) {
    const name = t(`ebro.record.steps.${step}`, { defaultValue: step });
    lines.push({
      testid: 'ebro-step',
      text: t('ebro.record.step', { step: name, side: sideName(view.state.activeSide) }),
    });
  }
  if (typeof v.moveCap === 'number')
    lines.push({ testid: 'ebro-movecap', text: t('ebro.record.moveCap', { cap: v.moveCap }) });
  return {
    lines,
    initiative: init,
    avp: { nationalist: v.avp?.nationalist ?? 0, republican: v.avp?.republican ?? 0 },
  };
}
