// The log a side receives never names a piece that side cannot see (issue 7 §1: events filtered per side):
// Operation Isabella's German set-up, seen from the Allied screen, in enforced mode.
import { afterEach, describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { redactLines } from './log-redact.js';
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
    const text = JSON.stringify(allied.log);
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
    const own = JSON.stringify(value(await s.getSnapshot({ side: 'axis' })).log);
    expect(own).toContain('"de-1ss"');
  });

  it('a line that names no hidden piece is passed as it is', () => {
    const line = { seq: 0, side: 'axis', verb: 'move', args: { piece: 'a' }, events: [] };
    expect(redactLines([line], new Map([['b', 'axis']]))[0]).toBe(line);
    expect(redactLines([line], new Map([['a', 'axis']]))[0]!.args).toEqual({ piece: 'hidden:axis' });
  });
});
