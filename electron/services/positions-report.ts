// The positions report as data: every occupied hex in hex order (place, terrain, each unit with its type,
// strength and status, markers, the stack's height), then each side's units off the map (reinforcements by turn
// of arrival, replacements, dead pile, other boxes), with the turn and the phase, in one language. It is built
// from a VisibleState: for a side's report that is the side's own view (Rules.view), so the report holds nothing
// the side may not see. Pure (no Node, no DOM): the CLI's text/CSV/JSON, the PDF and the page's HTML all read it.

import type { GameModule, UnitDef } from '../../engine/core/module.js';
import {
  DEAD_PILE,
  type JsonValue,
  type Piece,
  REINFORCEMENTS,
  REPLACEMENTS,
  type SideId,
  type VisibleState,
} from '../../engine/core/types.js';
import { phaseName } from '../../renderer/panels/gametime.js';
import {
  fill,
  localText,
  type ReportLanguage,
  type ReportWords,
  reportWords,
  unitSizeWord,
  unitTypeWord,
} from './positions-words.js';

/** One counter as the report lists it (units carry type and strength; markers their face). */
export interface ReportPiece {
  id: string;
  def: string;
  name: string;
  kind: Piece['kind'];
  side: SideId;
  sideName: string;
  steps: number;
  disrupted: boolean;
  /** Units: type and size in the report's language ("infantry", "corps"). */
  type?: string;
  size?: string;
  /** Units: attack-steps-defense of the face up, as printed ("6-2-6"), and movement. */
  factors?: string;
  movement?: number;
  fullSteps?: number;
  /** Units: "full strength" / "reduced", with ", disrupted"; markers: the face's text when flipped. */
  status: string;
}

/** One occupied hex (or space) of the map. */
export interface ReportRow {
  kind: 'hex' | 'space';
  location: string;
  /** City or place name, '' when the hex has none. */
  place: string;
  terrain: string;
  /** Bottom of the stack first: units and markers as they lie. */
  pieces: ReportPiece[];
  /** Units in the hex as this side knows it, hidden ones included. */
  stack: number;
  /** Enemy units the side knows are there but may not see (a game's fog of war option), 0 otherwise. */
  hidden: number;
}

/** One off-map box, or one slot of a track (a reinforcement turn). */
export interface ReportBox {
  box: string;
  index?: number;
  /** The box's name with its slot ("Reinforcements, Turn 3"). */
  name: string;
  /** Reinforcements: the turn of arrival (0: at set-up). */
  arrives?: number;
  pieces: ReportPiece[];
}

/** One side's pieces off the map (side '' gathers the markers of no side, like the turn marker). */
export interface ReportSide {
  side: SideId;
  name: string;
  boxes: ReportBox[];
}

/** The whole report. */
export interface PositionsReport {
  language: ReportLanguage;
  game: string;
  scenario: string;
  /** The rules mode's id, and in words ("enforced rules"). */
  mode: string;
  modeName: string;
  turn: number;
  /** The phase id and its printed name. */
  phase: string;
  phaseName: string;
  activeSide: SideId;
  /** The side the report is for, or null for the table report of every side. */
  side: SideId | null;
  sideName: string;
  rows: ReportRow[];
  offMap: ReportSide[];
  words: ReportWords;
}

/** What to build: for whom, in which language, with or without markers. */
export interface ReportOptions {
  side: SideId | null;
  language: ReportLanguage;
  markers?: boolean;
}

/** Standard boxes first, in this order; then the module's other boxes in its own order. */
const BOX_ORDER = [REINFORCEMENTS, REPLACEMENTS, DEAD_PILE];

/**
 * The report of `state` for `opts.side`. Give it the side's view (View.state), never the full state, for a side's
 * report; the table report (side null) reads a full state without its dice.
 */
export function buildPositionsReport(module: GameModule, state: VisibleState, opts: ReportOptions): PositionsReport {
  const lang = opts.language;
  const words = reportWords(lang);
  const sideName = (id: SideId): string => {
    const s = module.manifest.sides.find((x) => x.id === id);
    return s ? localText(s.name, s.names, lang) : id;
  };
  const pieceOf = pieceMaker(module, lang, words, sideName);
  const wanted = state.pieces.filter((p) => p.kind === 'unit' || opts.markers !== false);
  const scenario = module.scenarios.find((s) => s.id === state.scenarioId);
  return {
    language: lang,
    game: localText(module.manifest.title, module.manifest.titles, lang),
    scenario: scenario ? localText(scenario.name, scenario.names, lang) : state.scenarioId,
    mode: state.mode,
    modeName: words[state.mode] ?? state.mode,
    turn: state.turn,
    phase: state.phase,
    phaseName: phaseName(scenario, state.phase, lang),
    activeSide: state.activeSide,
    side: opts.side,
    sideName: opts.side === null ? words.allSides : sideName(opts.side),
    rows: mapRows(module, state, wanted, pieceOf, lang),
    offMap: offMapSides(module, wanted, pieceOf, words, lang, sideName),
    words,
  };
}

type PieceOf = (p: Piece) => ReportPiece;

/** Turns pieces into report pieces, with the unit defs and marker defs looked up once. */
function pieceMaker(
  module: GameModule,
  lang: ReportLanguage,
  words: ReportWords,
  sideName: (id: SideId) => string,
): PieceOf {
  const units = new Map(module.units.map((u) => [u.id, u]));
  const markers = new Map(module.markers.map((m) => [m.id, m]));
  return (p) => {
    const base = { id: p.id, def: p.def, kind: p.kind, side: p.side, steps: p.steps, disrupted: p.disrupted };
    const sides = { sideName: p.side ? sideName(p.side) : '' };
    if (p.kind === 'marker') {
      const m = markers.get(p.def);
      const back = p.disrupted && m?.back ? localText(m.back, m.backs, lang) : '';
      return { ...base, ...sides, name: m ? localText(m.name, m.names, lang) : p.def, status: back };
    }
    const u = units.get(p.def);
    if (!u) return { ...base, ...sides, name: p.def, status: p.disrupted ? words.disrupted : '' };
    const face = faceOf(u, p.steps, units);
    const reduced = p.steps < u.steps;
    const status = [reduced ? words.reduced : words.full, ...(p.disrupted ? [words.disrupted] : [])].join(', ');
    return {
      ...base,
      ...sides,
      name: localText(u.name, u.names, lang),
      type: unitTypeWord(u.type, lang),
      size: unitSizeWord(u.size, lang),
      factors: `${face.attack}-${Math.max(0, Math.min(p.steps, u.steps))}-${face.defense}`,
      movement: face.movement,
      fullSteps: u.steps,
      status,
    };
  };
}

/** The values of the face a unit shows: full, else its reduced face, else its substitute counter's (2.10). */
function faceOf(u: UnitDef, steps: number, units: Map<string, UnitDef>): UnitDef['full'] {
  if (steps >= u.steps) return u.full;
  return u.reduced ?? (u.substitute ? units.get(u.substitute)?.full : undefined) ?? u.full;
}

/** The occupied hexes in hex order, then the spaces in id order. */
function mapRows(
  module: GameModule,
  state: VisibleState,
  pieces: Piece[],
  pieceOf: PieceOf,
  lang: ReportLanguage,
): ReportRow[] {
  const hexes = new Map(module.map.hexes.map((h) => [h.id, h]));
  const terrains = new Map(module.map.terrain.map((t) => [t.id, t]));
  const spaces = new Map((module.map.spaces ?? []).map((s) => [s.id, s]));
  const hiddenBy = hiddenCounts(state.vars.hiddenUnits);
  const rows = new Map<string, ReportRow>();
  for (const p of pieces) {
    if (p.at.kind === 'box') continue;
    const id = p.at.kind === 'hex' ? p.at.hex : p.at.space;
    const key = `${p.at.kind}:${id}`;
    let row = rows.get(key);
    if (!row) {
      row = { kind: p.at.kind, location: id, place: '', terrain: '', pieces: [], stack: 0, hidden: 0 };
      const hex = p.at.kind === 'hex' ? hexes.get(id) : undefined;
      const space = p.at.kind === 'space' ? spaces.get(id) : undefined;
      const terrainId = hex?.terrain ?? space?.terrain;
      const terrain = terrainId ? terrains.get(terrainId) : undefined;
      row.terrain = terrain ? localText(terrain.name, terrain.names, lang) : (terrainId ?? '');
      if (hex?.city) row.place = localText(hex.city.name, hex.city.names, lang);
      else if (hex?.name) row.place = localText(hex.name, hex.names, lang);
      else if (space) row.place = space.name;
      row.hidden = p.at.kind === 'hex' ? (hiddenBy.get(id) ?? 0) : 0;
      row.stack = row.hidden;
      rows.set(key, row);
    }
    row.pieces.push(pieceOf(p));
    if (p.kind === 'unit') row.stack++;
  }
  const order = (r: ReportRow) => (r.kind === 'hex' ? 0 : 1);
  return [...rows.values()].sort((a, b) => order(a) - order(b) || compare(a.location, b.location));
}

/** The counts of hidden units by hex a view may carry (vars.hiddenUnits), ignoring anything malformed. */
function hiddenCounts(v: JsonValue | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [hex, n] of Object.entries(v)) if (typeof n === 'number' && n > 0) out.set(hex, n);
  return out;
}

/** Each side's pieces in off-map boxes (sides in the module's order, then pieces of no side). */
function offMapSides(
  module: GameModule,
  pieces: Piece[],
  pieceOf: PieceOf,
  words: ReportWords,
  lang: ReportLanguage,
  sideName: (id: SideId) => string,
): ReportSide[] {
  const boxDefs = module.map.boxes;
  const rank = (box: string) => {
    const i = BOX_ORDER.indexOf(box);
    return i >= 0
      ? i
      : BOX_ORDER.length +
          Math.max(
            0,
            boxDefs.findIndex((b) => b.id === box),
          );
  };
  const sideIds = module.manifest.sides.map((s) => s.id);
  const out: ReportSide[] = sideIds.map((id) => ({ side: id, name: sideName(id), boxes: [] }));
  const others: ReportSide = { side: '', name: words.noSide, boxes: [] };
  for (const p of pieces) {
    if (p.at.kind !== 'box') continue;
    const group = out.find((s) => s.side === p.side) ?? others;
    let box = group.boxes.find((b) => p.at.kind === 'box' && b.box === p.at.box && b.index === p.at.index);
    if (!box) {
      box = boxEntry(p.at.box, p.at.index, module, words, lang);
      group.boxes.push(box);
    }
    box.pieces.push(pieceOf(p));
  }
  for (const g of [...out, others]) {
    g.boxes.sort((a, b) => rank(a.box) - rank(b.box) || (a.index ?? -1) - (b.index ?? -1));
  }
  return others.boxes.length > 0 ? [...out, others] : out;
}

/** An empty box entry, named in the report's language with its slot ("Reinforcements, Turn 3"). */
function boxEntry(
  id: string,
  index: number | undefined,
  module: GameModule,
  words: ReportWords,
  lang: ReportLanguage,
): ReportBox {
  const def = module.map.boxes.find((b) => b.id === id);
  const standard: Record<string, string> = {
    [DEAD_PILE]: words.dead,
    [REINFORCEMENTS]: words.reinforcements,
    [REPLACEMENTS]: words.replacements,
  };
  const base = def?.names ? localText(def.name, def.names, lang) : (standard[id] ?? def?.name ?? id);
  if (index === undefined) return { box: id, name: base, pieces: [] };
  const slot = def?.slots?.[index];
  if (id === REINFORCEMENTS) {
    // A reinforcement slot's index is the turn of arrival (engine/core/types.ts); slot 0 is the set-up.
    const label = slot !== undefined && !/^\d+$/.test(slot) ? words.setup : fill(words.turnSlot, { turn: index });
    return { box: id, index, name: `${base}, ${label}`, arrives: index, pieces: [] };
  }
  return { box: id, index, name: `${base}, ${slot ?? `#${index}`}`, pieces: [] };
}

/** Plain code-unit order (hex ids are fixed-width numbers, so this is hex order). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The PDF's file name: `<game>-positions-<side>.pdf`, with anything unsafe in a file name replaced. */
export function positionsFileName(game: string, side: SideId | null): string {
  const safe = (s: string) => s.replace(/\.sandtable$/i, '').replace(/[^\w.-]+/g, '-') || 'game';
  return `${safe(game)}-positions-${safe(side ?? 'all')}.pdf`;
}
