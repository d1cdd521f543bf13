// The module and save formats are declared once (schemas/module/, schemas/save/): the files written from the
// declarations are current, the engine's module types mean exactly what TypeBox infers from the same schemas,
// and the engine's own types that a save holds (set-up, log entry, game state, player) equal the save schema's.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type * as Engine from '../engine/core/module.js';
import type { GamePlayer } from '../engine/core/genesis.js';
import type { GameSetup } from '../engine/core/rules.js';
import type { GameState, JsonObject, JsonValue, LogEntry } from '../engine/core/types.js';
import { formatFiles } from './formats.js';
import type * as Cards from './module/cards.js';
import type * as Charts from './module/charts.js';
import type * as Common from './module/common.js';
import type { GameModule } from './module/index.js';
import type * as Manifest from './module/manifest.js';
import type * as Board from './module/map.js';
import type * as Markers from './module/markers.js';
import type * as Scenarios from './module/scenarios.js';
import type * as Units from './module/units.js';
import type * as Save from './save/file.js';
import type * as SaveGame from './save/game.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- compile time (tsc fails when these drift)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A type with every intersection and interface flattened into one object type, all the way down. */
type Normal<T> =
  Same<T, JsonValue> extends true
    ? T
    : Same<T, JsonObject> extends true
      ? T
      : T extends readonly (infer U)[]
        ? Normal<U>[]
        : T extends object
          ? { [K in keyof T]: Normal<T[K]> }
          : T;
/** True when A and B are the same type: the same keys, each as optional and of the same type, at every depth. */
type Exact<A, B> = (<X>() => X extends Normal<A> ? 1 : 2) extends <X>() => X extends Normal<B> ? 1 : 2 ? true : false;
/** Inferred from the declaration, against the type it must equal. */
type Agrees<S, T> = Exact<Static<S & import('typebox').TSchema>, T>;

/** Every module type the engine reads, as engine/core/module.ts writes it, against TypeBox's reading. */
const moduleTypesAgree: true[] = [
  true as Agrees<typeof GameModule, Engine.GameModule>,
  true as Agrees<typeof Common.Provenance, Engine.Provenance>,
  true as Agrees<typeof Manifest.Manifest, Engine.ModuleManifest>,
  true as Agrees<typeof Manifest.Side, Engine.SideDef>,
  true as Agrees<typeof Manifest.Nationality, Engine.NationalityDef>,
  true as Agrees<typeof Board.MapFile, Engine.MapDef>,
  true as Agrees<typeof Board.Grid, Engine.GridDef>,
  true as Agrees<typeof Board.Sheet, Engine.SheetDef>,
  true as Agrees<typeof Board.Terrain, Engine.TerrainDef>,
  true as Agrees<typeof Board.City, Engine.CityDef>,
  true as Agrees<typeof Board.Hex, Engine.HexDef>,
  true as Agrees<typeof Board.Hexside, Engine.HexsideDef>,
  true as Agrees<typeof Board.Space, Engine.SpaceDef>,
  true as Agrees<typeof Board.Connection, Engine.ConnectionDef>,
  true as Agrees<typeof Board.Box, Engine.BoxDef>,
  true as Agrees<typeof Board.Label, Engine.MapLabel>,
  true as Agrees<typeof Units.Face, Engine.UnitFace>,
  true as Agrees<typeof Units.Unit, Engine.UnitDef>,
  true as Agrees<typeof Markers.Marker, Engine.MarkerDef>,
  true as Agrees<typeof Charts.Chart, Engine.ChartDef>,
  true as Agrees<typeof Charts.ChartTranslation, Engine.ChartTranslation>,
  true as Agrees<typeof Scenarios.Placement, Engine.Placement>,
  true as Agrees<typeof Scenarios.Turn, Engine.TurnDef>,
  true as Agrees<typeof Scenarios.Scenario, Engine.ScenarioDef>,
  true as Agrees<typeof Cards.Card, Engine.CardDef>,
];

/**
 * The engine's types a save holds, against the save schema's reading. One is declared looser than the type
 * (kit.ts narrowed): a snapshot's proposal is any object, as the replay that checks a snapshot makes it.
 */
const saveTypesAgree: true[] = [
  true as Agrees<typeof SaveGame.Setup, GameSetup>,
  true as Agrees<typeof SaveGame.LogEntry, LogEntry>,
  true as Agrees<typeof SaveGame.GameState, GameState>,
  true as Agrees<typeof Save.SavePlayer, GamePlayer>,
];

/** The check itself can fail: a missing optional key, a required one made optional, another literal. */
const exactFails: false[] = [
  false as Exact<{ a: string; b?: number }, { a: string }>,
  false as Exact<{ a: string }, { a?: string }>,
  false as Exact<{ a: { k: 'x' | 'y' }[] }, { a: { k: 'x' }[] }>,
  false as Exact<{ a: JsonObject }, { a: { b: string } & JsonObject }>,
];

// ---------------------------------------------------------------- run time

describe('the formats declared once', () => {
  it.each(Object.keys(formatFiles()))('%s is what the declarations give (run npm run gen:schemas if not)', (path) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(formatFiles()[path]);
  });

  it('type checks: see the arrays above (a drift fails tsc, not this test)', () => {
    expect([moduleTypesAgree, saveTypesAgree, exactFails].flat().length).toBe(33);
  });
});
