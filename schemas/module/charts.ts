// charts.json: the charts as data (a CRT, a terrain effects chart, other tables), and their words in other
// languages.

import { Type } from 'typebox';
import { closed, described, jsonArray, literals, record, section } from '../kit.js';
import { JsonObjectDef, Localised, Provenance, text } from './common.js';

const def = section('charts');

/** $defs/chartRow: a key and one cell per column. */
export const ChartRow = def(
  'chartRow',
  undefined,
  closed({ key: text(), cells: jsonArray(), prov: Type.Optional(Type.Array(Provenance)) }),
);

/** $defs/chartTranslation, type ChartTranslation. */
export const ChartTranslation = def(
  'chartTranslation',
  'ChartTranslation',
  closed(
    {
      columns: Type.Optional(Type.Array(Type.String())),
      rows: Type.Optional(Type.Array(closed({ key: Type.Optional(text()), cells: Type.Optional(jsonArray()) }))),
      notes: Type.Optional(Type.String()),
    },
    {
      description:
        "A chart's headings, row keys (rows by index), cells and notes in one language: what a person reads, never " +
        'what the rules read.',
    },
  ),
);

/** $defs/chart, type ChartDef. */
export const Chart = def(
  'chart',
  'ChartDef',
  closed(
    {
      id: text(),
      name: text(),
      names: Type.Optional(Localised),
      kind: literals(['crt', 'tec', 'table']),
      columns: Type.Array(Type.String(), { description: 'Column headings (e.g. "1:3" ... "8:1").' }),
      rows: Type.Array(ChartRow, {
        description: 'Rows: a key (the die roll or the terrain) and one cell per column.',
      }),
      data: Type.Optional(
        described(JsonObjectDef, 'Extra typed data the rules read (automatic results beyond the edges, notes).'),
      ),
      prov: Provenance,
      notes: Type.Optional(Type.String()),
      translations: Type.Optional(
        record(ChartTranslation, {
          description:
            "The chart's text in other languages, by language code: what a person reads, never what the rules read.",
        }),
      ),
    },
    { description: 'A chart as data (charts.json): a CRT, a terrain effects chart or another table.' },
  ),
);

/** $defs/charts: charts.json. */
export const ChartsFile = def('charts', undefined, Type.Array(Chart, { description: 'charts.json: every chart.' }));
