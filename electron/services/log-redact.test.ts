// The log a side receives never names a piece that side cannot see (issue 7 §1: events filtered per side):
// Operation Isabella's German set-up, seen from the Allied screen, in enforced mode.
import { afterEach, describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { redactLog } from './log-redact.js';
import { EventLists, listsText } from '../engine-host/event-lists.js';
import { linesOf } from './fixtures/sent-log.js';
import { shippedHost, value } from './fixtures/isabella-dir.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function service(): Promise<HostService> {
  const h = await shippedHost();
  closers.push(h.close);
  return h.service;
}

describe('the log as one side may read it', () => {
  it('the Allied screen is never told which German units went under the top of a stack', async () => {
    const s = await service();
    value(await s.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 'fog', mode: 'enforced' }));
    value(await s.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
    value(await s.act({ action: { side: 'allied', verb: 'beachhead', args: { hex: '1321' } } }));
    for (const piece of ['us-1ad', 'us-1id', 'uk-6ad', 'uk-78id']) {
      value(
        await s.act({ action: { side: 'allied', verb: 'move', args: { piece, to: { kind: 'hex', hex: '1321' } } } }),
      );
    }
    // The German set-up: every unit in 4212's stack of four, then the rest, as the Axis screen.
    const france = [
      'de-1ss',
      'de-2ss',
      'de-3ss',
      'de-7pz',
      'de-10pz',
      'de-7fl',
      'de-327',
      'de-335',
      'de-708',
      'de-715',
    ];
    const hexes = ['4212', '4212', '4212', '4212', '4112', '4112', '4112', '4112', '4211', '4211'];
    for (const [i, piece] of france.entries()) {
      value(
        await s.act({ action: { side: 'axis', verb: 'move', args: { piece, to: { kind: 'hex', hex: hexes[i]! } } } }),
      );
    }
    const axis = value(await s.getSnapshot({ side: 'axis' }));
    const para = axis.view!.legalActions.filter((a) => a.verb === 'move').map((a) => a.args!);
    value(await s.act({ action: { side: 'axis', verb: 'move', args: para[0]! } }));
    const second = value(await s.getSnapshot({ side: 'axis' })).view!.legalActions.find((a) => a.verb === 'move')!
      .args!;
    value(await s.act({ action: { side: 'axis', verb: 'move', args: second } }));

    const allied = value(await s.getSnapshot({ side: 'allied' }));
    expect(allied.logFrom).toBe(0);
    const text = JSON.stringify(linesOf(allied));
    const seen = new Set(allied.view!.state.pieces.map((p) => p.id));
    // The three units under 4212's top and under 4112's top are hidden: their ids appear nowhere in the log.
    for (const id of ['de-1ss', 'de-2ss', 'de-3ss', 'de-10pz', 'de-7fl', 'de-327']) {
      expect(seen.has(id)).toBe(false);
      expect(text).not.toContain(`"${id}"`);
    }
    expect(text).toContain('"hidden:axis"');
    // The top units are seen, and named.
    expect(text).toContain('"de-7pz"');
    // The Axis screen reads its own moves in full.
    const own = JSON.stringify(linesOf(value(await s.getSnapshot({ side: 'axis' }))));
    expect(own).toContain('"de-1ss"');
  });

  it('a line that names no hidden piece is passed as it is, its events text too', () => {
    const line = { seq: 0, side: 'axis', verb: 'move', args: { piece: 'a' } };
    const events = EventLists.fromText(listsText([[{ type: 'moved', piece: 'a', to: '0101' }]]), 1);
    const plain = redactLog([line], events, 0, new Map([['b', 'axis']]));
    expect(plain.log[0]).toBe(line);
    expect(JSON.parse(plain.logEvents)).toEqual([[{ type: 'moved', piece: 'a', to: '0101' }]]);
    // Nothing hidden: the text the worker sent goes on as it is, not parsed and written again.
    expect(redactLog([line], events, 0, new Map()).logEvents).toBe(events.textFrom(0));
    const hidden = redactLog([line], events, 0, new Map([['a', 'axis']]));
    expect(hidden.log[0]!.args).toEqual({ piece: 'hidden:axis' });
    expect(JSON.parse(hidden.logEvents)).toEqual([[{ type: 'moved', piece: 'hidden:axis', to: '0101' }]]);
  });

  it('a hidden id is found in the events however it is written, and only whole strings match', () => {
    const lines = [0, 1, 2].map((seq) => ({ seq, side: 'axis', verb: 'note', args: {} }));
    const events = EventLists.of([
      [{ type: 'moved', piece: 'de"1', note: 'de-1 moved' }],
      [{ type: 'moved', piece: 'de-10' }],
      [{ type: 'eliminated', pieces: ['x', 'de-1'] }],
    ]);
    const out = redactLog(
      lines,
      events,
      0,
      new Map([
        ['de-1', 'axis'],
        ['de"1', 'axis'],
      ]),
    );
    expect(JSON.parse(out.logEvents)).toEqual([
      [{ type: 'moved', piece: 'hidden:axis', note: 'de-1 moved' }],
      [{ type: 'moved', piece: 'de-10' }],
      [{ type: 'eliminated', pieces: ['x', 'hidden:axis'] }],
    ]);
    // From entry 1 on (a delta): only those lines' events.
    expect(JSON.parse(redactLog(lines.slice(1), events, 1, new Map([['x', 'axis']])).logEvents)).toEqual([
      [{ type: 'moved', piece: 'de-10' }],
      [{ type: 'eliminated', pieces: ['hidden:axis', 'de-1'] }],
    ]);
  });
});
