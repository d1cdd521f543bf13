// Operation Isabella by e-mail between two hosts, enforced: the Allied player joins and rolls the loyalty of the
// Spanish corps (3.3) with dice from both players' secrets; the Axis player's copy replays the same dice, sees
// the Allied view only as fog of war allows (6.8), and cannot act for the Allied side.
import { describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { hostsPerTest, value } from './fixtures/isabella-dir.js';
import type { SaveFile } from '../../schemas/save.js';
import type { Piece } from '../../engine/core/types.js';
import { replay } from '../../engine/core/replay.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { linesOf } from './fixtures/sent-log.js';
import { startByMail } from './fixtures/mail-pair.js';

const hosts = hostsPerTest('axis', 'allied');

/** The game both tests invite to: the campaign, enforced, the other player taking the Allied side. */
const GAME = { moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced', side: 'allied' } as const;

describe('Operation Isabella by e-mail (host)', () => {
  it('join, the loyalty roll, the German player receives it with the same dice and plays on', async () => {
    const joined = (await startByMail(hosts.axis.service, hosts.allied.service, GAME)).joiner;
    expect(joined.view!.side).toBe('allied');
    expect(joined.view!.prompts[0]?.verb).toBe('rollLoyalty');
    const rolled = value(await hosts.allied.service.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
    expect(rolled.log.map((l) => l.verb)).toEqual(['reveal', 'rollLoyalty']);
    const file = value(await hosts.allied.service.sendTurn({}));
    const seen = value(await hosts.axis.service.openContents({ name: file.name, text: file.text }));
    expect(seen.view!.side).toBe('axis');
    expect(seen.doc!.mail?.verdict?.message).toMatch(
      /^Continues your game from entry 0: 2 new actions by Player \(allied\)/,
    );
    // The same dice on both machines (what else each log line names depends on what each side may see).
    const dice = (s: typeof seen) =>
      linesOf(s)
        .flatMap((l) => l.events)
        .filter((e) => e.type === 'roll')
        .map((e) => e.dice);
    expect(dice(seen)).toEqual(dice(rolled));
    expect(dice(seen).length).toBeGreaterThan(0);
    // The Allied set-up goes on: the Axis player cannot act for the Allied side.
    const beachhead = seen.view!.legalActions.find((a) => a.verb === 'beachhead');
    expect(beachhead).toBeUndefined();
    expect(
      await hosts.axis.service.act({ action: { side: 'allied', verb: 'beachhead', args: { hex: '1321' } } }),
    ).toMatchObject({ ok: false, error: { code: 'rejected' } });
  });

  it('the stacks the German player builds stay on his machine: in no file, on no Allied screen (6.8)', async () => {
    type Result = Awaited<ReturnType<HostService['act']>>;
    let allies = (await startByMail(hosts.axis.service, hosts.allied.service, GAME)).joiner;
    /** Plays the first legal action until the step changes (set-up steps only). */
    const playStep = async (service: HostService, side: string, step: string, first: typeof allies) => {
      let snap = first;
      for (let i = 0; i < 40 && snap.view!.state.vars.step === step; i++) {
        const a = snap.view!.legalActions[0]!;
        const r: Result = await service.act({ action: { side, verb: a.verb, args: a.args ?? {} } });
        snap = value(r);
      }
      return snap;
    };
    allies = await playStep(hosts.allied.service, 'allied', 'setup-loyalty', allies);
    allies = await playStep(hosts.allied.service, 'allied', 'setup-beachhead', allies);
    allies = await playStep(hosts.allied.service, 'allied', 'setup-landing', allies);
    const toAxis = value(await hosts.allied.service.sendTurn({}));
    let axes = value(await hosts.axis.service.openContents({ name: toAxis.name, text: toAxis.text }));
    expect(axes.view!.state.vars.step).toBe('setup-german');
    axes = await playStep(hosts.axis.service, 'axis', 'setup-german', axes);
    const toAllied = value(await hosts.axis.service.sendTurn({}));

    // The German units on the map as the German machine knows them, and which of them the Allied player may see.
    const onMap = (p: Piece) => p.kind === 'unit' && p.side === 'axis' && p.at.kind === 'hex';
    const german = axes.view!.state.pieces.filter((p) => onMap(p) && p.def.startsWith('de-'));
    const seen = value(await hosts.allied.service.openContents({ name: toAllied.name, text: toAllied.text }));
    const shown = new Set(seen.view!.state.pieces.filter(onMap).map((p) => p.id));
    const under = german.filter((p) => !shown.has(p.id));
    expect(under.length).toBeGreaterThan(0);
    // Neither the file nor the Allied screen names the printed face of a unit under a German stack (a face that
    // is also on a top unit's counter proves nothing either way, so only the others are searched).
    const topFaces = new Set(german.filter((p) => shown.has(p.id)).map((p) => p.def));
    const secret = [...new Set(under.map((p) => p.def))].filter((d) => !topFaces.has(d));
    expect(secret.length).toBeGreaterThan(0);
    const screen = JSON.stringify(seen);
    for (const def of secret) {
      expect(toAllied.text).not.toContain(`"${def}"`);
      expect(screen).not.toContain(`"${def}"`);
    }
    // Whoever replays the file with the engine gets sealed faces only: the units are there, their faces are not.
    const file = JSON.parse(toAllied.text) as SaveFile;
    const replayed = replay(isabellaRules, isabellaModule, file.setup, file.log, { genesis: file.genesis });
    if (!replayed.ok) throw new Error(replayed.reason);
    for (const p of under) {
      const there = replayed.state.pieces.find((x) => x.id === p.id)!;
      expect(there.at).toEqual(p.at);
      expect(there.def.startsWith('?')).toBe(true);
    }
    expect(replayed.state.hidden?.axis).toEqual(expect.arrayContaining(under.map((p) => p.id)));
  });
});
