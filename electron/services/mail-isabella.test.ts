// Operation Isabella by e-mail between two hosts, enforced: the Allied player joins and rolls the loyalty of the
// Spanish corps (3.3) with dice from both players' secrets; the Axis player's copy replays the same dice, sees
// the Allied view only as fog of war allows (6.8), and cannot act for the Allied side.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { shippedHost, value } from './fixtures/isabella-dir.js';

let axis: { service: HostService; close: () => Promise<void> };
let allied: { service: HostService; close: () => Promise<void> };

beforeEach(async () => {
  axis = await shippedHost();
  allied = await shippedHost();
});
afterEach(async () => {
  await axis.close();
  await allied.close();
});

describe('Operation Isabella by e-mail (host)', () => {
  it('join, the loyalty roll, the German player receives it with the same dice and plays on', async () => {
    const inv = value(
      await axis.service.inviteGame({ moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced', side: 'allied' }),
    );
    expect((await allied.service.openContents({ name: inv.name, text: inv.text })).ok).toBe(false);
    const joined = value(await allied.service.joinGame({}));
    expect(joined.view!.side).toBe('allied');
    expect(joined.view!.prompts[0]?.verb).toBe('rollLoyalty');
    const rolled = value(await allied.service.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
    expect(rolled.log.map((l) => l.verb)).toEqual(['reveal', 'rollLoyalty']);
    const file = value(await allied.service.sendTurn({}));
    const seen = value(await axis.service.openContents({ name: file.name, text: file.text }));
    expect(seen.view!.side).toBe('axis');
    expect(seen.doc!.mail?.verdict?.message).toMatch(
      /^Continues your game from entry 0: 2 new actions by Player \(allied\)/,
    );
    // The same dice on both machines (what else each log line names depends on what each side may see).
    const dice = (s: typeof seen) =>
      s.log
        .flatMap((l) => l.events)
        .filter((e) => e.type === 'roll')
        .map((e) => e.dice);
    expect(dice(seen)).toEqual(dice(rolled));
    expect(dice(seen).length).toBeGreaterThan(0);
    // The Allied set-up goes on: the Axis player cannot act for the Allied side.
    const beachhead = seen.view!.legalActions.find((a) => a.verb === 'beachhead');
    expect(beachhead).toBeUndefined();
    expect(
      await axis.service.act({ action: { side: 'allied', verb: 'beachhead', args: { hex: '1321' } } }),
    ).toMatchObject({ ok: false, error: { code: 'rejected' } });
  });
});
