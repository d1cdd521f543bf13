// The kinds of file a module is made of besides module.json, declared once: each kind's schema and whether
// module.json must name it. module.json's `files`, the GameModule type, the validators (one per kind) and
// schemas/module.schema.json all follow this table.

import { type TOptional, type TSchema, type TString, Type } from 'typebox';
import { ChartsFile } from './charts.js';
import { CardsFile } from './cards.js';
import { MapFile } from './map.js';
import { MarkersFile } from './markers.js';
import { ScenariosFile } from './scenarios.js';
import { UnitsFile } from './units.js';

/** Whether module.json must name a kind of file: yes; no, and it loads as an empty list; no, and it is absent. */
export type FileNeed = 'required' | 'empty' | 'optional';

/** Every kind of module file besides module.json, in the order module.json lists them. */
export const MODULE_FILES = {
  map: { schema: MapFile, need: 'required' },
  units: { schema: UnitsFile, need: 'required' },
  markers: { schema: MarkersFile, need: 'empty' },
  charts: { schema: ChartsFile, need: 'empty' },
  scenarios: { schema: ScenariosFile, need: 'required' },
  cards: { schema: CardsFile, need: 'optional' },
} as const satisfies Record<string, { schema: TSchema; need: FileNeed }>;

type Files = typeof MODULE_FILES;

/** A kind of module file besides module.json. */
export type DataFileKind = keyof Files;

/** The kinds in their order. */
export const DATA_FILE_KINDS = Object.keys(MODULE_FILES) as DataFileKind[];

/** The properties of module.json's `files`: a file name per kind, optional where module.json may leave it out. */
export type FileNameProperties = {
  [K in DataFileKind]: Files[K]['need'] extends 'required' ? TString : TOptional<TString>;
};

/** The properties of module.json's `files`, from the table. */
export function fileNameProperties(): FileNameProperties {
  const entries = DATA_FILE_KINDS.map((kind) => {
    const name = Type.String({ minLength: 1 });
    return [kind, MODULE_FILES[kind].need === 'required' ? name : Type.Optional(name)];
  });
  return Object.fromEntries(entries) as FileNameProperties;
}

/** The properties of a loaded module's data files: every kind, absent only where it may be. */
export type LoadedProperties = {
  [K in DataFileKind]: Files[K]['need'] extends 'optional' ? TOptional<Files[K]['schema']> : Files[K]['schema'];
};

/** The properties of a loaded module's data files, from the table. */
export function loadedProperties(): LoadedProperties {
  const entries = DATA_FILE_KINDS.map((kind) => {
    const { schema, need } = MODULE_FILES[kind];
    return [kind, need === 'optional' ? Type.Optional(schema) : schema];
  });
  return Object.fromEntries(entries) as LoadedProperties;
}
