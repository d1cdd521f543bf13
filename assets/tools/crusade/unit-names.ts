// The Spanish names of the Crusade and Revolution counters, made from their English names (units.ts) by the
// rules of the Spanish army's own usage: "División de Infantería 1", "I Cuerpo de Ejército", "Columna Durruti",
// "XI Brigada Internacional". Names that are already Spanish, Italian or German (Tercio de Montejurra, Los
// Aguiluchos, Fiamme Nere, Panzergruppe Thoma) are kept. A name no rule knows is an error, so every counter has one.

/** One rule: an English pattern and its Spanish form ($1, $2: the parts it keeps). */
type Rule = [RegExp, string];

/** The regions of the army corps, as Spanish names them after "de" (Marroquí is an adjective: no "de"). */
const REGION_OF: Record<string, string> = {
  Asturian: 'de Asturias',
  Marroquí: 'Marroquí',
};

/** Adjectives in brackets ("XIV Army Corps (Basque)"). */
const BRACKET: Record<string, string> = {
  Basque: 'vasco',
  Asturian: 'asturiano',
  second: 'segundo',
};

const RULES: Rule[] = [
  [/^Infantry Division (\d+)$/, 'División de Infantería $1'],
  [/^Popular Army Division (\d+)$/, 'División del Ejército Popular $1'],
  [/^Falange Militia (\d+)$/, 'Milicia de Falange $1'],
  [/^Cavalry Column (\d+)$/, 'Columna de Caballería $1'],
  [/^Militia Column (\d+)$/, 'Columna de Milicias $1'],
  [/^Civil Guard (\d+)$/, 'Guardia Civil $1'],
  [/^Assault Guards (\d+)$/, 'Guardias de Asalto $1'],
  [/^Asturian Militia (\d+)$/, 'Milicia Asturiana $1'],
  [/^Basque Militia (\d+)$/, 'Milicia Vasca $1'],
  [/^Santander Militia (\d+)$/, 'Milicia de Santander $1'],
  [/^Column (.+)$/, 'Columna $1'],
  [/^(.+) Column$/, 'Columna $1'],
  [/^([IVXL]+) International Brigade$/, '$1 Brigada Internacional'],
  [/^(T-26(?: \/ BT-5)?) Tank Brigade$/, 'Brigada de Carros $1'],
  [/^(T-26(?: \/ BT-5)?) Tank Regiment$/, 'Regimiento de Carros $1'],
  [/^Insurrection$/, 'Insurrección'],
  [/^CTV Legionary Corps$/, 'Cuerpo Legionario del CTV'],
  [/^([IVXL]+) Army Corps$/, '$1 Cuerpo de Ejército'],
];

/** Names kept as they are: Spanish already, or the Italian and German units' own. */
const KEPT = [
  /^Tercio /,
  /^Los Aguiluchos$/,
  /^Roja y Negra$/,
  /^Dio lo Vuole$/,
  /^Fiamme Nere$/,
  /^Raggruppamento /,
  /^Panzergruppe /,
  /^Corpo Truppe Volontarie$/,
];

/** The Spanish name of a counter named `name` in English. */
export function spanishName(name: string): string {
  const bracket = /^(.*) \((\w+)\)$/.exec(name);
  if (bracket) {
    const inner = bracket[2]!;
    return `${spanishName(bracket[1]!)} (${BRACKET[inner] ?? inner})`;
  }
  if (KEPT.some((re) => re.test(name))) return name;
  // "I Asturian Army Corps", "Navarra Army Corps": the corps of a region.
  const regional = /^(?:([IVXL]+) )?(\S+) Army Corps$/.exec(name);
  if (regional && !/^[IVXL]+$/.test(regional[2]!)) {
    const region = REGION_OF[regional[2]!] ?? `de ${regional[2]}`;
    return `${regional[1] ? `${regional[1]} ` : ''}Cuerpo de Ejército ${region}`;
  }
  for (const [re, es] of RULES) if (re.test(name)) return name.replace(re, es);
  throw new Error(`No Spanish name for the counter "${name}"`);
}
