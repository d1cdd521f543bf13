// The installed modules: listed from modulesDir (assets/modules/<id>/module.json + the files it names), each
// file checked against schemas/module.schema.json (and a hex map's grid and sheet joins beyond it), identified by
// a content hash, and cached once loaded.

import { DATA_FILE_KINDS, type FileNeed, MODULE_FILES } from '../../schemas/module/files.js';
import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { GameModule, ModuleManifest } from '../../engine/core/module.js';
import { hashJson } from '../../engine/core/hash.js';
import { createHexMapGraph } from '../../engine/geometry/hexgrid.js';
import type { HostError, HostResult, ModuleInfo } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import { validateModuleFile, type ModuleFileKind } from '../../schemas/validate.js';
import { findForbiddenKey } from './forbidden.js';
import type { KnownModule } from './savefile.js';

/** A module ready to play: its data, its summary for the renderer and its content hash. */
export interface LoadedModule {
  module: GameModule;
  info: ModuleInfo;
  /** SHA-256 over the canonical JSON of the whole GameModule (manifest, map, units, markers, charts, scenarios). */
  contentHash: string;
  dir: string;
  /** Left out of the New game list unless asked for (a benchmark module: see HIDDEN_MARKER). */
  hidden?: boolean;
}

/**
 * A module folder holding a file of this name is not offered in New game unless the store is asked to show hidden
 * modules (SANDTABLE_STRESS=1): the stress module is for benchmarks. It still loads, and its games still open.
 */
export const HIDDEN_MARKER = 'HIDDEN';

/** Whether hidden modules are listed: SANDTABLE_STRESS=1 in the environment asks for them. */
export function showHiddenModules(env: Record<string, string | undefined> = process.env): boolean {
  return env.SANDTABLE_STRESS === '1';
}

/** The largest module file we read (a big hex map is a few MB). */
const MAX_MODULE_FILE_BYTES = 64 * 1024 * 1024;

/** The content hash a save file records: any change to any module file changes it. */
export function moduleContentHash(module: GameModule): string {
  return hashJson(module);
}

/** The summary the renderer lists to start a game. */
export function moduleInfo(module: GameModule): ModuleInfo {
  const m = module.manifest;
  return {
    id: m.id,
    version: m.version,
    title: m.title,
    ...(m.titles ? { titles: m.titles } : {}),
    scenarios: module.scenarios.map((s) => ({ id: s.id, name: s.name, ...(s.names ? { names: s.names } : {}) })),
    sides: m.sides.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** A file name from module.json must stay inside the module's folder. */
function insideDir(dir: string, rel: string): string | null {
  if (typeof rel !== 'string' || rel === '' || isAbsolute(rel) || rel.includes('\\')) return null;
  const full = normalize(join(dir, rel));
  return full.startsWith(normalize(dir) + sep) ? full : null;
}

async function readJson(path: string, label: string): Promise<HostResult<unknown>> {
  let text: string;
  try {
    const st = await stat(path);
    if (st.size > MAX_MODULE_FILE_BYTES)
      return hostFailure('module-invalid', `${label} is larger than ${MAX_MODULE_FILE_BYTES / 1048576} MB.`);
    text = await readFile(path, 'utf8');
  } catch (e) {
    return hostFailure('module-invalid', `${label} cannot be read: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return hostFailure('module-invalid', `${label} is not valid JSON: ${(e as Error).message}`);
  }
  const bad = findForbiddenKey(data);
  if (bad) return hostFailure('module-invalid', `${label} contains the forbidden key at ${bad}.`);
  return { ok: true, value: data };
}

function checkFile(kind: ModuleFileKind, data: unknown, label: string): HostError | null {
  const r = validateModuleFile(kind, data);
  return r.ok ? null : { code: 'module-invalid', message: `${label}: ${r.error.message}` };
}

/**
 * What the schema cannot see in a hex map: a hex off its grid or listed twice, a sheet join naming a hex the map
 * lacks, a hex with itself or two hexes of one sheet. The graph the game will use is built once here.
 */
function checkHexMap(module: GameModule): HostError | null {
  if (module.map.kind !== 'hex') return null;
  try {
    createHexMapGraph(module.map);
    return null;
  } catch (e) {
    return {
      code: 'module-invalid',
      message: `${module.manifest.id}/${module.manifest.files.map}: ${(e as Error).message}`,
    };
  }
}

/** Loads and checks one module folder. */
export async function loadModuleDir(dir: string, expectedId?: string): Promise<HostResult<LoadedModule>> {
  const manifestRes = await readJson(join(dir, 'module.json'), 'module.json');
  if (!manifestRes.ok) return manifestRes;
  const manifestProblem = checkFile('manifest', manifestRes.value, `${dir}/module.json`);
  if (manifestProblem) return { ok: false, error: manifestProblem };
  const manifest = manifestRes.value as ModuleManifest;
  if (expectedId !== undefined && manifest.id !== expectedId) {
    return hostFailure(
      'module-invalid',
      `The module in folder "${expectedId}" calls itself "${manifest.id}"; the folder name must be the module id.`,
    );
  }
  const parts: Partial<Record<Exclude<ModuleFileKind, 'manifest'>, unknown>> = {};
  // The kinds of file and whether module.json must name each, as the format declares them (schemas/module/files.ts).
  for (const kind of DATA_FILE_KINDS) {
    const rel = manifest.files?.[kind];
    if (rel === undefined) {
      const need = MODULE_FILES[kind].need as FileNeed;
      if (need === 'optional') continue;
      if (need === 'empty') {
        parts[kind] = [];
        continue;
      }
      return hostFailure('module-invalid', `module.json of "${manifest.id}" names no ${kind} file.`);
    }
    const path = insideDir(dir, rel);
    if (!path)
      return hostFailure(
        'module-invalid',
        `module.json of "${manifest.id}" names ${kind} file "${rel}" outside its folder.`,
      );
    const res = await readJson(path, `${manifest.id}/${rel}`);
    if (!res.ok) return res;
    const problem = checkFile(kind, res.value, `${manifest.id}/${rel}`);
    if (problem) return { ok: false, error: problem };
    parts[kind] = res.value;
  }
  const module = { manifest, ...parts } as GameModule;
  const mapProblem = checkHexMap(module);
  if (mapProblem) return { ok: false, error: mapProblem };
  const hidden = await stat(join(dir, HIDDEN_MARKER)).then(
    (s) => s.isFile(),
    () => false,
  );
  const value: LoadedModule = { module, info: moduleInfo(module), contentHash: moduleContentHash(module), dir };
  return { ok: true, value: hidden ? { ...value, hidden } : value };
}

/** The modules in one folder, loaded on demand and cached by id. */
export class ModuleStore {
  private cache = new Map<string, LoadedModule>();
  /** Folders that failed to load at the last listing, with why (kept for diagnostics; nothing shows them yet). */
  problems: { dir: string; error: HostError }[] = [];

  /** `showHidden`: list hidden modules too (default: SANDTABLE_STRESS=1 in the environment). */
  constructor(
    readonly modulesDir: string,
    readonly showHidden = showHiddenModules(),
  ) {}

  /** The modules New game offers: every one that loads and validates, hidden ones only when asked for. */
  async list(): Promise<LoadedModule[]> {
    const all = await this.all();
    return this.showHidden ? all : all.filter((m) => !m.hidden);
  }

  /** Every module that loads and validates, hidden or not; broken ones are left out and recorded in `problems`. */
  async all(): Promise<LoadedModule[]> {
    let names: string[];
    try {
      names = (await readdir(this.modulesDir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();
    } catch {
      names = [];
    }
    const out: LoadedModule[] = [];
    this.problems = [];
    for (const name of names) {
      const r = await this.load(name);
      if (r.ok) out.push(r.value);
      else if (r.error.code !== 'unknown-module')
        this.problems.push({ dir: join(this.modulesDir, name), error: r.error });
    }
    return out;
  }

  /** One module by id (its folder name). */
  async load(id: string): Promise<HostResult<LoadedModule>> {
    const cached = this.cache.get(id);
    if (cached) return { ok: true, value: cached };
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id) || id.includes('..'))
      return hostFailure('unknown-module', `There is no module "${id}".`);
    const dir = join(this.modulesDir, id);
    try {
      await stat(join(dir, 'module.json'));
    } catch {
      return hostFailure('unknown-module', `There is no module "${id}" in ${this.modulesDir}.`);
    }
    const r = await loadModuleDir(dir, id);
    if (r.ok) this.cache.set(id, r.value);
    return r;
  }

  /** The installed modules as a save file refers to them (for parseSaveFile). */
  async known(): Promise<KnownModule[]> {
    return (await this.all()).map((m) => ({ id: m.info.id, version: m.info.version, contentHash: m.contentHash }));
  }
}
