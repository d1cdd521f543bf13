// What a counter shows, as plain data: which face, which values, which colours, which NATO symbol.
// Pure (no Pixi, no DOM) so it is unit-tested; counters.ts turns a CounterFace into a texture.

import type { GameModule, MarkerDef, ModuleManifest, UnitDef, UnitFace } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { currentLanguage, localName } from '../i18n/index.js';

/** The face a counter shows. */
export type FaceKind = 'full' | 'reduced' | 'disrupted' | 'marker';

/** Everything needed to paint one counter face. */
export interface CounterFace {
  /** Cache key: one texture per def + face. */
  key: string;
  kind: FaceKind;
  background: string;
  foreground: string;
  /** Short name printed at the top. */
  title: string;
  /** "attack-steps-defense", e.g. "4-2-3" (units on a face-up side). */
  factors?: string;
  movement?: number;
  /** MIL-STD-2525C letter SIDC for milsymbol (units face up). */
  sidc?: string;
  /** Big text in the middle (markers, the disrupted 'D'). */
  text?: string;
  /** Draw the reduced-face stripe. */
  stripe: boolean;
  /** The unit is on its reduced side (the substitute counter's dot, 2.10), also under a disrupted back. */
  dot?: boolean;
}

const FALLBACK_BG = '#d8d0b8';
const FALLBACK_FG = '#111111';

/** MIL-STD-2525C function ids for the unit types the rulebooks use. */
const FUNCTION_IDS: [RegExp, string][] = [
  [/panzer.?grenadier|mechani[sz]ed|armou?red.?infantry/i, 'UCIZ--'],
  [/armou?r|panzer|tank/i, 'UCA---'],
  [/mountain|alpin/i, 'UCIO--'],
  [/para|airborne|air.?landing/i, 'UCIA--'],
  [/motori[sz]ed|motor/i, 'UCIM--'],
  [/cavalry|recon|reconnaissance/i, 'UCR---'],
  [/artillery/i, 'UCF---'],
  [/engineer/i, 'UCE---'],
  [/headquarters|^hq$/i, 'UH----'],
  [/marine|naval infantry/i, 'UCIN--'],
  [/militia|garrison|static|infantry|legion|regular/i, 'UCI---'],
];

/** MIL-STD-2525C echelon letters (position 12 of the SIDC). */
const ECHELONS: Record<string, string> = {
  team: 'A',
  squad: 'B',
  section: 'C',
  platoon: 'D',
  company: 'E',
  battalion: 'F',
  regiment: 'G',
  brigade: 'H',
  division: 'I',
  corps: 'J',
  army: 'K',
  'army-group': 'L',
  armygroup: 'L',
  front: 'M',
};

/** The 15-character letter SIDC for a unit type and size; `friend` picks the frame affiliation. */
export function sidcFor(type: string, size: string, friend = true): string {
  // a warship or transport ("naval-…", "ship"): a sea surface combatant, no echelon
  if (/^naval|ship/i.test(type)) return `S${friend ? 'F' : 'H'}SPC----------`;
  const fn = FUNCTION_IDS.find(([re]) => re.test(type))?.[1] ?? 'UCI---';
  const ech = ECHELONS[size.toLowerCase()] ?? '-';
  return `S${friend ? 'F' : 'H'}GP${fn}-${ech}---`;
}

/** How a module prints unit values (ModuleManifest.counterValues). */
export type ValuesFormat = NonNullable<ModuleManifest['counterValues']>;

/** "attack-steps-defense" as printed on the counter, or "CF-LF-MF" (movement included: counterValues). */
export function factorsText(face: UnitFace, steps: number, format: ValuesFormat = 'attack-steps-defense'): string {
  if (format === 'combat-loss-movement') return `${face.attack}-${face.defense}-${face.movement}`;
  return `${face.attack}-${steps}-${face.defense}`;
}

/** A module's values format. */
export const valuesFormat = (module: { manifest?: Pick<ModuleManifest, 'counterValues'> }): ValuesFormat =>
  module.manifest?.counterValues ?? 'attack-steps-defense';

/** Which face a piece shows: disrupted beats reduced; reduced when steps < full steps. */
export function faceKind(
  piece: Pick<Piece, 'kind' | 'steps' | 'disrupted'>,
  def: Pick<UnitDef, 'steps'> | undefined,
): FaceKind {
  if (piece.kind === 'marker') return 'marker';
  if (piece.disrupted) return 'disrupted';
  if (def && isReduced(piece, def)) return 'reduced';
  return 'full';
}

/** Whether a unit is on its reduced side: fewer steps than its full strength (disrupted or not). */
export function isReduced(piece: Pick<Piece, 'steps'>, def: Pick<UnitDef, 'steps'>): boolean {
  return piece.steps < def.steps;
}

/**
 * The attack, defence and movement of the side a unit is on: when it has lost steps, its reduced face, else its
 * substitute counter's face (2.10), else (no reduced values known) its full face. Disruption flips the counter to
 * its flag back but never changes its values: a disrupted reduced 6-2-6 / 3-1-3 unit still has 3-1-3.
 */
export function unitFace(
  def: Pick<UnitDef, 'steps' | 'full' | 'reduced' | 'substitute'>,
  steps: number,
  units: readonly Pick<UnitDef, 'id' | 'full'>[] = [],
): UnitFace {
  if (steps >= def.steps) return def.full;
  if (def.reduced) return def.reduced;
  const sub = def.substitute ? units.find((u) => u.id === def.substitute) : undefined;
  return sub?.full ?? def.full;
}

/** The factors a piece shows in words and numbers ("3-1-3", movement 4), whatever face is up; null for markers. */
export function unitValues(
  module: Pick<GameModule, 'units'> & { manifest?: Pick<ModuleManifest, 'counterValues'> },
  piece: Pick<Piece, 'kind' | 'def' | 'steps'>,
): { factors: string; movement: number } | null {
  if (piece.kind !== 'unit') return null;
  const def = module.units.find((u) => u.id === piece.def);
  if (!def) return null;
  const face = unitFace(def, piece.steps, module.units);
  const steps = Math.max(0, Math.min(piece.steps, def.steps));
  return { factors: factorsText(face, steps, valuesFormat(module)), movement: face.movement };
}

/** The face to paint for a piece, or a plain grey face when its def is unknown (never throws). */
export function counterFace(module: GameModule, piece: Piece): CounterFace {
  if (piece.kind === 'marker') {
    const m = module.markers.find((d) => d.id === piece.def);
    return markerFace(piece, m);
  }
  const def = module.units.find((u) => u.id === piece.def);
  if (!def) {
    return {
      key: `?${piece.def}`,
      kind: 'full',
      background: FALLBACK_BG,
      foreground: FALLBACK_FG,
      title: piece.def,
      text: '?',
      stripe: false,
    };
  }
  const nat = module.manifest.nationalities.find((n) => n.id === def.nationality);
  const bg = nat?.background ?? module.manifest.sides.find((s) => s.id === piece.side)?.color ?? FALLBACK_BG;
  const fg = nat?.foreground ?? FALLBACK_FG;
  const kind = faceKind(piece, def);
  const title = shortName(def.name);
  const dot = isReduced(piece, def);
  if (kind === 'disrupted') {
    return {
      key: `${def.id}|disrupted|${dot ? 'r' : 'f'}`,
      kind,
      background: bg,
      foreground: fg,
      title,
      text: 'D',
      stripe: false,
      dot,
    };
  }
  const steps = Math.max(0, Math.min(piece.steps, def.steps));
  const face = unitFace(def, steps, module.units);
  return {
    key: `${def.id}|${kind}|${steps}`,
    kind,
    background: bg,
    foreground: fg,
    title,
    factors: factorsText(face, steps, valuesFormat(module)),
    // A CF-LF-MF counter prints MF inside the figure: no separate movement figure.
    ...(valuesFormat(module) === 'combat-loss-movement' ? {} : { movement: face.movement }),
    sidc: sidcFor(def.type, def.size, true),
    stripe: kind === 'reduced',
    dot,
  };
}

function markerFace(piece: Piece, m: MarkerDef | undefined): CounterFace {
  const text = (m ? markerText(m, piece.disrupted) : undefined) ?? piece.def;
  // The words are the page's language: one texture per language.
  return {
    key: `marker:${piece.def}|${piece.disrupted ? 'back' : 'front'}|${currentLanguage()}`,
    kind: 'marker',
    background: m?.color ?? FALLBACK_BG,
    foreground: readableOn(m?.color ?? FALLBACK_BG),
    title: m ? localName(m.name, m.names) : piece.def,
    text,
    stripe: false,
  };
}

/** The words on a marker's face up (its back when flipped and it has one), in the current language. */
export function markerText(m: Pick<MarkerDef, 'front' | 'fronts' | 'back' | 'backs'>, flipped: boolean): string {
  if (flipped && m.back !== undefined) return localName(m.back, m.backs);
  return localName(m.front, m.fronts);
}

/**
 * The strength a simplified face prints in large figures (a counter too small for its full face): the first of its
 * printed factors ("6" of "6-2-6"), or null for a face without factors (a marker, a disrupted back).
 */
export function strengthFigure(face: Pick<CounterFace, 'factors' | 'kind'>): string | null {
  if (face.kind === 'marker' || face.kind === 'disrupted') return null;
  const m = /^\s*([0-9]+|[^-\s]+)/.exec(face.factors ?? '');
  return m ? m[1]! : null;
}

/**
 * The pieces in the order the map stacks them: on a hex, its markers under its units (a leader, a control or an
 * airpower marker never hides a unit: only the top counter's face is drawn, the others peek out beneath), each
 * group in the state's order; every other place as the state has it.
 */
export function unitsOverMarkers<P extends Pick<Piece, 'kind' | 'at'>>(pieces: readonly P[]): P[] {
  const under = (p: P) => p.kind === 'marker' && p.at.kind === 'hex';
  return [...pieces.filter(under), ...pieces.filter((p) => !under(p))];
}

/** A name short enough for a counter's top line ("1st Armored Division" -> "1st Armored Div"). */
export function shortName(name: string, max = 14): string {
  const s = name
    .replace(/\bDivision\b/i, 'Div')
    .replace(/\bBrigade\b/i, 'Bde')
    .replace(/\bRegiment\b/i, 'Rgt')
    .replace(/\bCorps\b/i, 'Corps')
    .replace(/\bBattalion\b/i, 'Bn');
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** Black or white, whichever reads better on a CSS hex colour. */
export function readableOn(color: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return '#000000';
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#ffffff';
}
