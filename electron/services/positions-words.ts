// The words of the printed positions report in each language the app ships (en, es), in one small table so the
// host's PDF, the page's printable HTML and the command line print the same report. Pure data and functions (no
// Node, no DOM): the page imports it too. Unit types and sizes are the page's own catalogue words.

import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

/** A language the report is printed in. */
export type ReportLanguage = 'en' | 'es';

/** Every language the report knows, English first (the fallback). */
export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['en', 'es'];

/** Whether `v` names a language the report is printed in. */
export function isReportLanguage(v: unknown): v is ReportLanguage {
  return v === 'en' || v === 'es';
}

const WORDS = {
  en: {
    title: 'Unit positions',
    allSides: 'all sides',
    sideNote: 'As the {side} side sees it: what it may not see is left out.',
    allNote: 'Every piece of every side, as on the table.',
    turnPhase: 'Turn {turn}, {phase}',
    toPlay: '{side} to play',
    hex: 'Hex',
    place: 'Place',
    terrain: 'Terrain',
    stack: 'Units',
    stackOne: '1 unit',
    stackMany: '{count} units',
    pieces: 'Units and markers',
    offMap: 'Off the map: {side}',
    noSide: 'Tracks and markers of no side',
    none: 'none',
    full: 'full strength',
    reduced: 'reduced',
    disrupted: 'disrupted',
    steps: '{steps}/{full} steps',
    movement: 'MP {mp}',
    marker: 'marker',
    hidden: 'hidden: {count}',
    unitKind: '{type} {size}',
    turnSlot: 'Turn {turn}',
    setup: 'Set-up',
    dead: 'Dead pile',
    reinforcements: 'Reinforcements',
    replacements: 'Replacements',
    map: 'The map',
    mapWhole: 'The whole map',
    mapIndex: 'The whole map; the sheets that follow are marked on it',
    mapSheet: 'Map sheet {sheet} of {cols} × {rows}',
    mapReduced: 'printed smaller to fit {count} sheets',
    mapKey: 'Key',
    sheetLeft: '{sheet} to the left',
    sheetRight: '{sheet} to the right',
    sheetAbove: '{sheet} above',
    sheetBelow: '{sheet} below',
    page: 'Page {page} of {pages}',
    enforced: 'enforced rules',
    advisory: 'advisory rules',
    honor: 'honor system',
  },
  es: {
    title: 'Posiciones de las unidades',
    allSides: 'todos los bandos',
    sideNote: 'Tal como lo ve el bando {side}: no aparece lo que no puede ver.',
    allNote: 'Todas las fichas de todos los bandos, como en la mesa.',
    turnPhase: 'Turno {turn}, {phase}',
    toPlay: 'Juega: {side}',
    hex: 'Hex.',
    place: 'Lugar',
    terrain: 'Terreno',
    stack: 'Unidades',
    stackOne: '1 unidad',
    stackMany: '{count} unidades',
    pieces: 'Unidades y marcadores',
    offMap: 'Fuera del mapa: {side}',
    noSide: 'Registros y marcadores sin bando',
    none: 'ninguna',
    full: 'a plena fuerza',
    reduced: 'reducida',
    disrupted: 'desorganizada',
    steps: '{steps}/{full} pasos',
    movement: 'PM {mp}',
    marker: 'marcador',
    hidden: 'ocultas: {count}',
    unitKind: '{size} ({type})',
    turnSlot: 'Turno {turn}',
    setup: 'Despliegue',
    dead: 'Eliminados',
    reinforcements: 'Refuerzos',
    replacements: 'Reemplazos',
    map: 'El mapa',
    mapWhole: 'El mapa entero',
    mapIndex: 'El mapa entero; las hojas que siguen están marcadas en él',
    mapSheet: 'Hoja {sheet} del mapa, de {cols} × {rows}',
    mapReduced: 'impreso más pequeño para caber en {count} hojas',
    mapKey: 'Leyenda',
    sheetLeft: '{sheet} a la izquierda',
    sheetRight: '{sheet} a la derecha',
    sheetAbove: '{sheet} arriba',
    sheetBelow: '{sheet} abajo',
    page: 'Página {page} de {pages}',
    enforced: 'reglas obligatorias',
    advisory: 'reglas como aviso',
    honor: 'de honor',
  },
} as const;

/** The report's words in one language (the English table's keys). */
export type ReportWords = { readonly [K in keyof (typeof WORDS)['en']]: string };

/** The report's words in `lang`. */
export function reportWords(lang: ReportLanguage): ReportWords {
  return WORDS[lang] ?? WORDS.en;
}

/** A template with its `{name}` fields filled in (an unknown field stays as written). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A name in `lang` from a module's `names` table, else the name as the module wrote it. */
export function localText(name: string, names: Record<string, string> | undefined, lang: ReportLanguage): string {
  return names?.[lang] ?? name;
}

type Catalogue = { unitType?: Record<string, string>; unitSize?: Record<string, string> };
const CATALOGUES: Record<ReportLanguage, Catalogue> = { en, es };

/** A unit type (infantry, armor...) in `lang`, as the page's catalogue says it; unknown types as written. */
export function unitTypeWord(type: string, lang: ReportLanguage): string {
  return CATALOGUES[lang].unitType?.[type] ?? type;
}

/** A unit size (corps, division...) in `lang`; unknown sizes as written. */
export function unitSizeWord(size: string, lang: ReportLanguage): string {
  return CATALOGUES[lang].unitSize?.[size] ?? size;
}
