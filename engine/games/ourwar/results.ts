// The results tables' cells parsed into typed results (digest §6.7, the figures' legends): ground combat (XVI,
// Fig. 22), fire against units (XIV, Fig. 20), fire against structures (XV, Fig. 21), anti-aircraft fire (XIII,
// Fig. 16) and air combat (XII). A cell that does not follow its legend throws, naming it.

/** XVI one side's part of a ground combat result. */
export interface SidePart {
  /** X / #X levels lost. */
  levels: number;
  /** D every unit disorganised. */
  dso: boolean;
  /** R every unit retreats one hex (XVI.7). */
  retreat: boolean;
  /** P every unit captured (XVI.11). */
  captured: boolean;
  /** F.AT / F.DF the units become fanatic (XVI.12). */
  fanatic: boolean;
}

/** XVI a ground combat result: the attacker's part, the defender's, and whether the cell is shaded (XVI.9). */
export interface GroundResult {
  attacker: SidePart;
  defender: SidePart;
  shaded: boolean;
  text: string;
}

const NO_PART: SidePart = Object.freeze({ levels: 0, dso: false, retreat: false, captured: false, fanatic: false });

/** Whether a side's part is negative (any loss, D, R or P: fanatics lose their status, XVI.12). */
export const isNegative = (p: SidePart): boolean => p.levels > 0 || p.dso || p.retreat || p.captured;

function parsePart(text: string, cell: string, own: 'AT' | 'DF'): SidePart {
  const s = text.replace(/[\s,]/g, '');
  if (s === '-' || s === '') return NO_PART;
  const part: SidePart = { ...NO_PART };
  // Tokens: "#X" (levels; "X" alone is one), D, R, P, F (or F.AT / F.DF), in any order.
  for (let i = 0; i < s.length; ) {
    const m = /^(?:(\d*)X|(D)|(R)|(P)|F(?:\.(AT|DF|DT))?)/.exec(s.slice(i));
    if (!m || m[0] === '') throw new Error(`Ground combat cell "${cell}": cannot read "${s.slice(i)}"`);
    i += m[0].length;
    if (m[0].endsWith('X')) part.levels += m[1] ? Number(m[1]) : 1;
    else if (m[2]) part.dso = true;
    else if (m[3]) part.retreat = true;
    else if (m[4]) part.captured = true;
    else {
      const who = m[5] === 'DT' ? 'DF' : m[5];
      if (who && who !== own) throw new Error(`Ground combat cell "${cell}": F.${m[5]} on the wrong side`);
      part.fanatic = true;
    }
  }
  return part;
}

/** XVI Fig. 22 a ground combat cell "attacker/defender", each "-" or tokens, a trailing "*" when shaded. */
export function parseGroundCell(cell: string): GroundResult {
  const shaded = cell.trimEnd().endsWith('*');
  const body = shaded ? cell.trimEnd().slice(0, -1) : cell;
  const halves = body.split('/');
  if (halves.length !== 2) throw new Error(`Ground combat cell "${cell}" is not "attacker/defender"`);
  return {
    attacker: parsePart(halves[0]!, cell, 'AT'),
    defender: parsePart(halves[1]!, cell, 'DF'),
    shaded,
    text: cell,
  };
}

/** XIV Fig. 20 a fire result against units: levels lost, D, and italic (rigid artillery firers lose a level). */
export interface FireResult {
  levels: number;
  dso: boolean;
  italic: boolean;
  text: string;
}

/** XIV.8 a fire-units cell: "-", "D", "X", "XD", "2X", "2XD"...; a trailing "i" is italic. */
export function parseFireCell(cell: string): FireResult {
  const m = /^\s*(?:(-)|(?:(\d*)(X))?(D)?)(i)?\s*$/.exec(cell);
  if (!m || (!m[1] && !m[3] && !m[4])) throw new Error(`Fire cell "${cell}" does not follow Fig. 20`);
  const levels = m[3] ? (m[2] ? Number(m[2]) : 1) : 0;
  return { levels, dso: Boolean(m[4]), italic: Boolean(m[5]), text: cell };
}

/** XV Fig. 21 a fire result against a structure. */
export interface StructureResult {
  /** Turns of damage (0 for "-" and for X). */
  turns: number;
  /** X the structure destroyed (and a built-up hex destroyed, a bare one devastated). */
  destroyed: boolean;
  italic: boolean;
  /** Light shading: destroys any structure but major fixed crossings, built-up hexes and major airfields. */
  light: boolean;
  /** Heavy shading: also devastates (bare) or destroys (built-up) the hex. */
  heavy: boolean;
  text: string;
}

/** XV.8 a fire-structures cell: "-", "1", "2".., "X", with suffixes "i" (italic), "s" (light), "S" (heavy). */
export function parseStructureCell(cell: string): StructureResult {
  const m = /^\s*(-|\d+|X)([isS]*)\s*$/.exec(cell);
  if (!m) throw new Error(`Fire against structures cell "${cell}" does not follow Fig. 21`);
  const v = m[1]!;
  const suf = m[2]!;
  return {
    turns: /^\d+$/.test(v) ? Number(v) : 0,
    destroyed: v === 'X',
    italic: suf.includes('i'),
    light: suf.includes('s'),
    heavy: suf.includes('S'),
    text: cell,
  };
}

/** XIII / XII an anti-aircraft or air combat result: levels lost, abort, and (AA, shaded) the firer loses a level. */
export interface AirResult {
  levels: number;
  abort: boolean;
  firerLoses: boolean;
  text: string;
}

/** XIII Fig. 16 / XII an anti-aircraft or air combat cell: "-", "A", "X", "XA", "2X", "2XA"...; suffix "s" shaded. */
export function parseAirCell(cell: string): AirResult {
  const m = /^\s*(?:(-)|(?:(\d*)(X))?(A)?)(s)?\s*$/.exec(cell);
  if (!m || (!m[1] && !m[3] && !m[4])) throw new Error(`Air cell "${cell}" does not follow Fig. 16`);
  return {
    levels: m[3] ? (m[2] ? Number(m[2]) : 1) : 0,
    abort: Boolean(m[4]),
    firerLoses: Boolean(m[5]),
    text: cell,
  };
}
