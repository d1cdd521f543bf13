// The host's look-without-acting operations on the real Operation Isabella module: preview (an action's
// violations, a move's cost, an attack's odds) and overlay (supply, ZOC, air, control), for the side the screen
// shows.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { shippedHost, value } from './fixtures/isabella-dir.js';

let service: HostService;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ service, close } = await shippedHost());
});
afterEach(() => close());

describe('host preview and overlay (Operation Isabella)', () => {
  it('answers no-game before a game is open, and refuses bad arguments', async () => {
    expect(await service.preview({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } })).toMatchObject({
      ok: false,
      error: { code: 'no-game' },
    });
    expect(await service.overlay({ kind: 'fog' as never })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
  });

  it('previews a refused beachhead with its rule, changes nothing, and draws overlays for the screen side', async () => {
    value(await service.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 's1', mode: 'enforced' }));
    const rolled = value(await service.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
    const p = value(await service.preview({ action: { side: 'allied', verb: 'beachhead', args: { hex: '2816' } } }));
    expect(p.violations).toEqual([expect.objectContaining({ rule: 'isabella.beachhead.port', section: '3.4' })]);
    const after = value(await service.getSnapshot({}));
    expect(after.doc!.revision).toBe(rolled.doc!.revision);
    expect((after.view!.state.vars as { step: string }).step).toBe('setup-beachhead');
    const control = value(await service.overlay({ kind: 'control' }));
    expect(Object.keys(control).sort()).toEqual(['allied', 'axis']);
    const zoc = value(await service.overlay({ kind: 'zoc' }));
    expect(Array.isArray(zoc.axis)).toBe(true);
  });
});
