// The sandtable command line: start games, look at them, act, verify and replay saved games, and list unit
// positions, reading and writing the same .sandtable files as the app. Exit codes: 0 ok, 1 the game or the
// file says no (a rejected action, a tampered log), 2 bad input (unknown option, file, module or scenario).

import { Command, CommanderError } from 'commander';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ModuleStore } from '../services/modules.js';
import { checkActionArgs } from '../services/arg-limits.js';
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
import { CliError, loadModule, modulesDir, openGame, readGame, readJsonFile, writeGame } from './game-files.js';
import { type PositionsOptions, positionsCommand } from './positions-command.js';
import { sideView } from './side-view.js';
import { readJsonText } from '../services/json-gate.js';
import { messageOf } from '../host-result.js';

/** Where the CLI writes: injectable so tests can capture it. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const stdio: CliIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };
const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';

/** What verifying an unsigned file cannot tell (files the command line writes are unsigned: it holds no key). */
export const UNSIGNED =
  'The file is not signed (the command line, which holds no key, writes unsigned files): its hash chain shows ' +
  'that no entry was changed in place, but anyone can recompute the hashes, so a dropped tail or a rewritten ' +
  'history would not be detected';

function parseAction(text: string): Action {
  // Through the same gate as a file's text (a key twice, 1e309, nesting, a forbidden key), named as the option.
  const read = readJsonText(text, undefined, '--action');
  if (!read.ok) throw new CliError(read.error.message);
  const a = read.value.value as Partial<Action>;
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
  return { side: a.side, verb: a.verb, args };
}

/** A position file: a JSON object, or a clear error. */
async function readPosition(path: string): Promise<GameSetup['position']> {
  const v = await readJsonFile(path, `--position ${path}`);
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
      io.out(json(await sideView(doc, o.side, warn)));
    });

  cmd
    .command('legal')
    .description('the actions one side may take now (JSON)')
    .requiredOption('--side <side>', 'side id')
    .argument('<file>')
    .action(async (file: string, o: { side: string }) => {
      const { doc, warnings } = await openGame(store(), file);
      warn(warnings);
      const v = await sideView(doc, o.side, warn);
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
    .option('--require-signed', "fail (exit 1) unless the file is signed by its players' keys")
    .action(async (file: string, o: { requireSigned?: boolean }) => {
      // The chain first, on the raw JSON (through the gate), so the first bad entry is named even when the rest of
      // the file is fine.
      const raw = (await readJsonFile(file, file, 1)) as { log?: unknown } | null;
      if (raw === null || typeof raw !== 'object' || !Array.isArray(raw.log))
        throw new CliError(`${file} has no log; it is not a saved game`, 1);
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
      if (!doc.signed) {
        if (o.requireSigned) {
          io.out(json({ ok: false, entries: doc.log.length, signed: false, reason: UNSIGNED }));
          throw new CliError(`${UNSIGNED} (--require-signed)`, 1);
        }
        warnings.push({ code: 'unsigned', message: UNSIGNED });
      }
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

/** A message on one line: what follows its first line break is dropped, and a long one is cut. */
function oneLine(message: string): string {
  const line = message.split(/\r?\n/, 1)[0]!;
  return line.length > 2000 ? `${line.slice(0, 1997)}...` : line;
}

/** Run the CLI on `args` (without "node" and the script); resolves to the exit code. */
export async function main(args: string[], io: CliIo = stdio): Promise<number> {
  try {
    await program(io).parseAsync(args, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof CliError) {
      io.err(`sandtable: ${oneLine(e.message)}\n`);
      return e.exitCode;
    }
    // Anything else is a fault of the command line itself: one line still, the stack only when asked for.
    const detail = process.env.SANDTABLE_DEBUG ? `\n${(e as Error).stack ?? ''}` : '';
    const what = oneLine(messageOf(e));
    io.err(`sandtable: this command failed unexpectedly: ${what} (SANDTABLE_DEBUG=1 shows where)${detail}\n`);
    return 2;
  }
}
