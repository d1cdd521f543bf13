// The sandtable command line: start games, look at them, act, verify and replay saved games, and list unit
// positions, reading and writing the same .sandtable files as the app. Exit codes: 0 ok, 1 the game or the
// file says no (a rejected action, a tampered log), 2 bad input (unknown option, file, module or scenario).

import { Command, CommanderError } from 'commander';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ModuleStore } from '../services/modules.js';
import { checkActionArgs } from '../services/arg-limits.js';
import { findForbiddenKey } from '../services/forbidden.js';
import { GameDocument } from '../services/document.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import { verifyLog } from '../../engine/core/log.js';
import type { LogEntry } from '../../engine/core/types.js';
import { checkSignedHistory } from '../services/signing.js';
import { fingerprint } from '../../engine/core/genesis.js';
import type { SaveFile } from '../../schemas/save.js';
import { isMode, type GameSetup } from '../../engine/core/rules.js';
import { getRules } from '../../engine/games/registry.js';
import type { Action } from '../../engine/core/types.js';
import { CliError, loadModule, modulesDir, openGame, readGame, writeGame } from './game-files.js';
import { type PositionsOptions, positionsCommand } from './positions-command.js';

/** Where the CLI writes: injectable so tests can capture it. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const stdio: CliIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };
const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';

function parseAction(text: string): Action {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new CliError(`--action is not valid JSON: ${(e as Error).message}`);
  }
  const a = v as Partial<Action>;
  if (a === null || typeof a !== 'object' || typeof a.side !== 'string' || typeof a.verb !== 'string') {
    throw new CliError(
      '--action must be a JSON object with "side", "verb" and "args", e.g. {"side":"axis","verb":"roll","args":{"count":1,"sides":6}}',
    );
  }
  const args = (a.args ?? {}) as Action['args'];
  // The same gate as the app's act: arguments too deep or too large, or with a forbidden key, would be written
  // into the file and make it fail to save or to open.
  const bounded = checkActionArgs('act', args);
  if (!bounded.ok) throw new CliError(`--action: ${bounded.error.message}`);
  const bad = findForbiddenKey(args);
  if (bad) throw new CliError(`--action: the key at /action/args${bad} is not allowed`);
  return { side: a.side, verb: a.verb, args };
}

/** A position file: a JSON object, or a clear error. */
async function readPosition(path: string): Promise<GameSetup['position']> {
  let v: unknown;
  try {
    v = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new CliError(`--position ${path} cannot be read as JSON: ${(e as Error).message}`);
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new CliError(`--position ${path} must hold a JSON object`);
  return v as GameSetup['position'];
}

/** Build the command tree; every action writes through `io` and throws CliError to fail. */
function program(io: CliIo): Command {
  const cmd = new Command('sandtable')
    .description('Sandtable: play and check board wargames from the command line')
    .option(
      '--modules <dir>',
      "folder of installed modules (default: the package's assets/modules, or $SANDTABLE_MODULES)",
    )
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  const store = () => new ModuleStore(modulesDir(cmd.opts().modules as string | undefined));
  const warn = (ws: { message: string }[]) => {
    for (const w of ws) io.err(`warning: ${w.message}\n`);
  };

  cmd
    .command('new')
    .description('start a new game and save it')
    .requiredOption('--module <id>', 'module id (a folder under the modules folder)')
    .requiredOption('--scenario <id>', 'scenario id')
    .option('--seed <seed>', 'dice seed (default: a fresh random one)')
    .option('--mode <mode>', 'enforced | advisory | honor', 'honor')
    .option('--position <file>', 'start from a described position (JSON; see engine/games/<rules>/position.ts)')
    .requiredOption('-o, --output <file>', 'the .sandtable file to write')
    .option('--force', 'overwrite an existing file')
    .action(
      async (o: {
        module: string;
        scenario: string;
        seed?: string;
        mode: string;
        position?: string;
        output: string;
        force?: boolean;
      }) => {
        if (!isMode(o.mode)) throw new CliError(`--mode must be enforced, advisory or honor, not "${o.mode}"`);
        if (existsSync(o.output) && !o.force)
          throw new CliError(`${o.output} already exists; use --force to overwrite it`);
        const loaded = await loadModule(store(), o.module);
        const seed = o.seed ?? randomBytes(16).toString('hex');
        const setup: GameSetup = { scenarioId: o.scenario, seed, mode: o.mode, options: {} };
        if (o.position) setup.position = await readPosition(o.position);
        const made = await GameDocument.create(loaded, createInProcessRunner(loaded.module), setup);
        if (!made.ok) throw new CliError(`${made.error.message} [${made.error.code}]`);
        await writeGame(made.value, o.output);
        io.out(`Created ${o.output}: ${loaded.info.title}, scenario ${o.scenario}, ${o.mode} mode\n`);
      },
    );

  cmd
    .command('view')
    .description('what one side sees now (JSON)')
    .requiredOption('--side <side>', 'side id')
    .argument('<file>')
    .action(async (file: string, o: { side: string }) => {
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      io.out(json(await doc.view(o.side)));
    });

  cmd
    .command('legal')
    .description('the actions one side may take now (JSON)')
    .requiredOption('--side <side>', 'side id')
    .argument('<file>')
    .action(async (file: string, o: { side: string }) => {
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      const v = await doc.view(o.side);
      io.out(
        json({
          side: v.side,
          mode: v.state.mode,
          turn: v.state.turn,
          phase: v.state.phase,
          activeSide: v.state.activeSide,
          legalActions: v.legalActions,
          prompts: v.prompts,
        }),
      );
    });

  cmd
    .command('preview')
    .description(
      "what an action would do, without doing it: violations, a move's cost, an attack's odds and shifts (JSON)",
    )
    .argument('<file>')
    .requiredOption('--action <json>', 'the action, as for act')
    .action(async (file: string, o: { action: string }) => {
      const action = parseAction(o.action);
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      const rules = getRules(doc.loaded.module.manifest.rules);
      if (!rules.preview) throw new CliError(`The "${rules.id}" rules have no preview`);
      io.out(json(rules.preview(doc.loaded.module, doc.state, action.side, action)));
    });

  cmd
    .command('act')
    .description('apply one action and rewrite the file (atomically)')
    .argument('<file>')
    .requiredOption(
      '--action <json>',
      'the action, e.g. \'{"side":"axis","verb":"move","args":{"piece":"x","to":{"kind":"hex","hex":"0101"}}}\'',
    )
    .action(async (file: string, o: { action: string }) => {
      const action = parseAction(o.action);
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      const r = await doc.act(action);
      if (!r.ok) {
        io.out(json({ ok: false, violations: r.violations }));
        throw new CliError(`The action was refused: ${r.violations.map((v) => v.message).join('; ')}`, 1);
      }
      await writeGame(doc, file);
      io.out(json({ ok: true, seq: doc.log.length - 1, events: r.events, violations: r.violations }));
    });

  cmd
    .command('verify')
    .description('check the file: hash chain, schema, module, and that its log replays (exit 0 good, 1 bad)')
    .argument('<file>')
    .action(async (file: string) => {
      // The chain first, on the raw JSON, so the first bad entry is named even when the rest of the file is fine.
      let raw: { log?: unknown };
      try {
        raw = JSON.parse(await readFile(file, 'utf8')) as { log?: unknown };
      } catch (e) {
        const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
        throw new CliError(
          missing ? `${file} cannot be found` : `${file} cannot be read as JSON: ${(e as Error).message}`,
          missing ? 2 : 1,
        );
      }
      if (!Array.isArray(raw?.log)) throw new CliError(`${file} has no log; it is not a saved game`, 1);
      // Format 2: the genesis against the set-up, then the chain, every signature and the signed head.
      let chain: { ok: true } | { ok: false; seq: number; reason: string };
      try {
        chain = 'genesis' in raw ? checkSignedHistory(raw as SaveFile) : verifyLog(raw.log as LogEntry[]);
      } catch (e) {
        chain = { ok: false, seq: 0, reason: `the file's history cannot be read: ${(e as Error).message}` };
      }
      if (!chain.ok) {
        io.out(json({ ok: false, seq: chain.seq, index: Math.max(0, chain.seq), reason: chain.reason }));
        throw new CliError(`The log does not verify: ${chain.reason}`, 1);
      }
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      // Who signed it: each player with the fingerprint of the key that signs that side's entries.
      const players = (doc.players ?? [])
        .filter((p) => p.publicKey)
        .map((p) => ({ side: p.side, name: p.name ?? null, fingerprint: fingerprint(p.publicKey!) }));
      io.out(
        json({
          ok: true,
          entries: doc.log.length,
          signed: doc.signed,
          players,
          warnings: warnings.map((w) => w.message),
        }),
      );
    });

  cmd
    .command('replay')
    .description('the state after entry <seq> (JSON); -1 gives the set-up')
    .argument('<file>')
    .option('--to <seq>', 'last entry to apply (default: all)')
    .action(async (file: string, o: { to?: string }) => {
      const { file: save, loaded, warnings } = await readGame(store(), file);
      warn(warnings);
      const upTo = o.to === undefined ? undefined : Number(o.to);
      if (upTo !== undefined && !Number.isInteger(upTo))
        throw new CliError(`--to must be a whole number, not "${o.to}"`);
      const runner = createInProcessRunner(loaded.module);
      const r = await runner.replay(save.setup, save.log, { upTo, genesis: save.genesis });
      if (!r.ok) {
        io.out(json(r));
        throw new CliError(`Replay stopped at entry ${r.seq}: ${r.reason}`, 1);
      }
      io.out(json(r.state));
    });

  cmd
    .command('positions')
    .description(
      'units by hex and off the map, for one side (only what it may see) or all sides: text, csv, json or a PDF',
    )
    .argument('<file>')
    .option('--format <format>', 'text | csv | json (default text; with --pdf, a JSON summary)')
    .option('--side <side>', 'the report for this side: its own view, nothing it may not see (default: all sides)')
    .option('--lang <lang>', 'en | es', 'en')
    .option('--pdf <out>', 'write the report as a PDF (A4) to <out>')
    .option('--map-image <png>', "a PNG of the map for the PDF's first page")
    .option('--markers', 'list markers with the units (the default)')
    .option('--no-markers', 'leave markers out (units only)')
    .action(async (file: string, o: PositionsOptions) => {
      io.out(await positionsCommand(store(), file, o, warn));
    });
  return cmd;
}

/** Run the CLI on `args` (without "node" and the script); resolves to the exit code. */
export async function main(args: string[], io: CliIo = stdio): Promise<number> {
  try {
    await program(io).parseAsync(args, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof CliError) {
      io.err(`sandtable: ${e.message}\n`);
      return e.exitCode;
    }
    io.err(`sandtable: ${(e as Error).stack ?? String(e)}\n`);
    return 2;
  }
}
