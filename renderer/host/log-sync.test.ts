// The log-delta protocol end to end: the renderer's wrapper (log-sync.ts) over the real host service. After
// every kind of change the page's log must equal the whole log, while the host sent only the new lines.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostResult, SentSnapshot } from '../../schemas/host-api.js';
import type { HostApi, PageHostApi } from '../../electron/host/api.js';
import { createHostService, type HostService } from '../../electron/services/host-service.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir } from '../../electron/services/fixtures/helpers.js';
import { withLogDeltas } from './log-sync.js';
import { linesOf } from '../../electron/services/fixtures/sent-log.js';
import { shippedHost } from '../../electron/services/fixtures/isabella-dir.js';

let data: Awaited<ReturnType<typeof tempDir>>;
let docs: Awaited<ReturnType<typeof tempDir>>;
let service: HostService;
/** Every Snapshot the service answered, as sent (before the wrapper merged it). */
let sent: { op: string; since: unknown; snap: SentSnapshot; bytes: number }[];
let host: PageHostApi;

/** The service (`of`, the fixtures' by default) as a HostApi, recording what crosses to the page. */
function recordingHost(of: HostService = service): HostApi {
  const api: Record<string, unknown> = { kind: 'browser', onMenu: () => () => {} };
  for (const op of Object.keys(of)) {
    api[op] = async (args: { since?: unknown } | undefined) => {
      const r = await (of as unknown as Record<string, (a: unknown) => Promise<HostResult<unknown>>>)[op](args);
      const v = r.ok ? (r.value as SentSnapshot | null) : null;
      if (v && typeof v === 'object' && 'logFrom' in v)
        sent.push({ op, since: args?.since, snap: v, bytes: JSON.stringify(r).length });
      return r;
    };
  }
  return api as unknown as HostApi;
}

function value<T>(r: HostResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The whole log as the host has it now (no `since`: everything), its events read as the page reads them. */
async function wholeLog() {
  return linesOf(value(await service.getSnapshot({})));
}

beforeEach(async () => {
  data = await tempDir();
  docs = await tempDir();
  service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  sent = [];
  host = withLogDeltas(recordingHost());
});
afterEach(async () => {
  await service.close();
  await data.cleanup();
  await docs.cleanup();
});

describe('log deltas between the host and the page', () => {
  it('sends one line per action, nothing on save, a cut on undo, and the page always holds the whole log', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    expect(sent.at(-1)!.snap).toMatchObject({ logFrom: 0, log: [] });
    const moves = shuttleMoves(6);
    for (let i = 0; i < 5; i++) {
      const snap = value(await host.act({ action: moves[i] }));
      expect(sent.at(-1)!.snap.logFrom).toBe(i);
      expect(sent.at(-1)!.snap.log.map((l) => l.seq)).toEqual([i]);
      expect(snap.log).toEqual(await wholeLog());
    }
    const undone = value(await host.undo({}));
    expect(sent.at(-1)!.snap).toMatchObject({ logFrom: 4, log: [] });
    expect(undone.log).toEqual(await wholeLog());
    expect(undone.log).toHaveLength(4);

    // A different action where the undone one was: the page's line 4 is replaced, not kept.
    const note = value(await host.act({ action: { side: 'red', verb: 'note', args: { text: 'instead' } } }));
    expect(sent.at(-1)!.snap.logFrom).toBe(4);
    expect(note.log.map((l) => l.verb)).toEqual(['move', 'move', 'move', 'move', 'note']);
    expect(note.log).toEqual(await wholeLog());

    const saved = value(await host.saveAs({ name: 'g' }));
    expect(sent.at(-1)!.snap).toMatchObject({ logFrom: 5, log: [] });
    expect(saved!.log).toEqual(await wholeLog());
    const redoRefused = await host.redo({});
    expect(redoRefused.ok).toBe(false);
  });

  it('sends the whole log when another game is opened or started', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    for (const a of shuttleMoves(3)) value(await host.act({ action: a }));
    value(await host.saveAs({ name: 'three' }));
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 't', mode: 'honor' }));
    expect(sent.at(-1)!.snap).toMatchObject({ logFrom: 0, log: [] });
    value(await host.act({ action: shuttleMoves(1)[0] }));
    const file = value(await host.listFiles({})).find((f) => f.name.startsWith('three'))!;
    const opened = value(await host.openFile({ fileId: file.id }));
    expect(sent.at(-1)!.since).toBeDefined();
    expect(sent.at(-1)!.snap.logFrom).toBe(0);
    expect(opened.log).toHaveLength(3);
    expect(opened.log).toEqual(await wholeLog());
  });

  it('a page several revisions behind keeps only the lines still right', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    for (const a of shuttleMoves(5)) value(await host.act({ action: a }));
    const other = withLogDeltas(recordingHost());
    expect(value(await other.getSnapshot({})).log).toHaveLength(5);
    value(await host.undo({}));
    value(await host.undo({}));
    value(await host.act({ action: { side: 'red', verb: 'note', args: { text: 'x' } } }));
    const caughtUp = value(await other.getSnapshot({}));
    expect(sent.at(-1)!.snap.logFrom).toBe(3);
    expect(caughtUp.log).toEqual(await wholeLog());
  });

  it('what an action sends does not grow with the log', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    const moves = shuttleMoves(400);
    const bytesAt: number[] = [];
    for (let i = 0; i < moves.length; i++) {
      value(await host.act({ action: moves[i] }));
      if (i === 10 || i === 399) bytesAt.push(sent.at(-1)!.bytes);
    }
    // The seq numbers grow by a digit or two; the whole log would be 40 times larger.
    expect(bytesAt[1]).toBeLessThan(bytesAt[0] * 1.1);
    expect(JSON.stringify(await wholeLog()).length).toBeGreaterThan(bytesAt[1] * 10);
  });

  it('starts over from the whole log when an answer does not fit what the page holds', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    for (const a of shuttleMoves(3)) value(await host.act({ action: a }));
    // A host that claims the page keeps 7 lines it never had.
    const broken = recordingHost() as unknown as Record<string, unknown>;
    const realAct = broken.act as (a: unknown) => Promise<HostResult<SentSnapshot>>;
    broken.act = async (a: unknown) => {
      const r = await realAct(a);
      return r.ok ? { ok: true, value: { ...r.value, logFrom: 7 } } : r;
    };
    const page = withLogDeltas(broken as unknown as HostApi);
    const snap = value(await page.act({ action: shuttleMoves(4)[3] }));
    expect(snap.log).toEqual(await wholeLog());
    expect(snap.log).toHaveLength(4);
  });

  it('starts over from the whole log when the events text does not fit the lines sent', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    for (const a of shuttleMoves(3)) value(await host.act({ action: a }));
    const broken = recordingHost() as unknown as Record<string, unknown>;
    const realAct = broken.act as (a: unknown) => Promise<HostResult<SentSnapshot>>;
    let bad = '[]'; // one list short
    broken.act = async (a: unknown) => {
      const r = await realAct(a);
      return r.ok ? { ok: true, value: { ...r.value, logEvents: bad } } : r;
    };
    const page = withLogDeltas(broken as unknown as HostApi);
    const snap = value(await page.act({ action: shuttleMoves(4)[3] }));
    expect(sent.at(-1)!.op).toBe('getSnapshot'); // asked again, whole
    expect(snap.log).toEqual(await wholeLog());
    expect(snap.log).toHaveLength(4);
    expect(snap.log[3]!.events.length).toBeGreaterThan(0);
    for (const text of ['[[]', '{"0": []}', '[7]']) {
      bad = text;
      const again = value(await page.act({ action: { side: 'red', verb: 'note', args: { text } } }));
      expect(again.log).toEqual(await wholeLog());
    }
  });
});

describe('view deltas between the host and the page', () => {
  /** The view as the host has it now, whole (no `since`). */
  const wholeView = async () => value(await service.getSnapshot({})).view;

  it('an action sends only the pieces it changed; the page holds the whole view, unchanged pieces as they were', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    expect(sent.at(-1)!.snap.viewDelta).toBeUndefined(); // the first view goes whole
    let shown = value(await host.getSnapshot({})).view!;
    const moves = shuttleMoves(4);
    for (const move of moves) {
      const snap = value(await host.act({ action: move }));
      const delta = sent.at(-1)!.snap.viewDelta!;
      expect(delta.changed.map((p) => p.id)).toEqual([move.args.piece]);
      expect(sent.at(-1)!.snap.view!.state.pieces).toEqual([]);
      expect(sent.at(-1)!.snap.view!.legalActions).toEqual([]);
      expect(delta.legal).toEqual([[0, shown.legalActions.length]]); // the table's verbs, as they were
      expect(snap.view).toEqual(await wholeView());
      for (const p of snap.view!.state.pieces)
        if (p.id !== move.args.piece) expect(p).toBe(shown.state.pieces.find((q) => q.id === p.id));
      for (const [i, a] of snap.view!.legalActions.entries()) expect(a).toBe(shown.legalActions[i]);
      shown = snap.view!;
    }
    // Undo and a note: the pieces undone come back, and a change that moves none sends none.
    const undone = value(await host.undo({}));
    expect(sent.at(-1)!.snap.viewDelta!.changed.map((p) => p.id)).toEqual([moves[3]!.args.piece]);
    expect(undone.view).toEqual(await wholeView());
    const noted = value(await host.act({ action: { side: 'red', verb: 'note', args: { text: 'n' } } }));
    expect(sent.at(-1)!.snap.viewDelta!.changed).toEqual([]);
    expect(noted.view).toEqual(await wholeView());
  });

  it('a game whose listed actions change: the page holds the whole list, the unchanged actions as they were', async () => {
    const shipped = await shippedHost();
    try {
      const page = withLogDeltas(recordingHost(shipped.service));
      const whole = async () => value(await shipped.service.getSnapshot({})).view;
      value(await page.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 's', mode: 'enforced' }));
      let shown = value(await page.getSnapshot({})).view!; // numbered: the answers after it come as changes
      let kept = 0;
      for (let i = 0; i < 8; i++) {
        const listed = shown.legalActions.find((a) => a.verb === 'move') ?? shown.legalActions[0]!;
        const snap = value(
          await page.act({ action: { side: shown.side, verb: listed.verb, args: listed.args ?? {} } }),
        );
        const delta = sent.at(-1)!.snap.viewDelta!;
        expect(sent.at(-1)!.snap.view!.legalActions).toEqual([]);
        expect(snap.view).toEqual(await whole());
        // Each action the page was sent again as a run is its own object, as it was.
        let at = 0;
        for (const part of delta.legal) {
          if (!Array.isArray(part)) at++;
          else
            for (let k = 0; k < part[1]; k++)
              expect(snap.view!.legalActions[at++]).toBe(shown.legalActions[part[0] + k]);
        }
        kept += delta.legal.filter((part) => Array.isArray(part)).length;
        shown = snap.view!;
      }
      expect(kept).toBeGreaterThan(0);
    } finally {
      await shipped.close();
    }
  });

  it('a page that holds another view than the host last sent gets the whole view', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    const other = withLogDeltas(recordingHost());
    value(await other.getSnapshot({}));
    value(await other.getSnapshot({})); // with its cursor: the host's last view is the other page's now
    const snap = value(await host.act({ action: shuttleMoves(1)[0] }));
    expect(sent.at(-1)!.snap.viewDelta).toBeUndefined();
    expect(sent.at(-1)!.snap.view!.legalActions.length).toBeGreaterThan(0);
    expect(snap.view).toEqual(await wholeView());
    // And a view number the host never sent, straight to the service: whole.
    const direct = value(await service.getSnapshot({ since: { revision: 1, logLength: 1, view: 999 } }));
    expect(direct.viewDelta).toBeUndefined();
    expect(direct.view!.state.pieces.length).toBeGreaterThan(0);
  });

  it('starts over from the whole view when a change is not of the view the page holds', async () => {
    value(await host.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    const broken = recordingHost() as unknown as Record<string, unknown>;
    const realAct = broken.act as (a: unknown) => Promise<HostResult<SentSnapshot>>;
    broken.act = async (a: unknown) => {
      const r = await realAct(a);
      const d = r.ok ? r.value.viewDelta : undefined;
      return r.ok && d ? { ok: true, value: { ...r.value, viewDelta: { ...d, from: d.from + 1 } } } : r;
    };
    const page = withLogDeltas(broken as unknown as HostApi);
    value(await page.getSnapshot({}));
    const snap = value(await page.act({ action: shuttleMoves(1)[0] }));
    expect(snap.view).toEqual(await wholeView());
    expect(snap.view!.state.pieces.length).toBeGreaterThan(0);
  });
});
