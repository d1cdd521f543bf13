// The honest path still works after the hostile files are shut out (issue 24): Operation Isabella and Crusade and
// Revolution played by e-mail between two hosts for three whole game turns, each player acting at random (seeded)
// from the actions its own screen lists and sending the file whenever it has nothing more to do, every file
// accepted by the other machine with its verdict, and both machines rolling the same dice.
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom } from '../../../engine/core/random-player.js';
import type { GameEvent, View } from '../../../engine/core/types.js';
import { hostsPerTest, type ShippedHost, value } from '../../services/fixtures/isabella-dir.js';
import { linesOf } from '../../services/fixtures/sent-log.js';
import { startByMail } from '../../services/fixtures/mail-pair.js';

const hosts = hostsPerTest('a', 'b');

/** Every die rolled in a snapshot's log, in order. */
const rolls = (lines: { events: GameEvent[] }[]) =>
  lines.flatMap((l) => l.events.filter((e) => e.type === 'roll').map((e) => e.dice));

/**
 * Plays a game by e-mail until game turn `turn` begins: one host invites, the other joins; then whoever's screen
 * lists actions plays them at random (seeded) until it lists none, and sends the file, which the other opens.
 * Answers how many files went, and the dice rolled.
 */
async function play(
  moduleId: string,
  side: string,
  seed: number,
  turn: number,
): Promise<{ files: number; dice: number }> {
  const [inviter, joiner] = [hosts.a, hosts.b];
  await startByMail(inviter.service, joiner.service, { moduleId, scenarioId: 'campaign', side });
  const random = seededRandom(seed);
  let [mover, other]: ShippedHost[] = [joiner, inviter];
  let sent = 0;
  let first = true;
  for (let guard = 0; guard < 4000; guard++) {
    const view = value(await mover.service.getSnapshot({})).view as View;
    if (view.state.turn >= turn) break;
    const action = view.toAct.includes(view.side) ? randomAction(view.legalActions, view.side, random) : null;
    if (action) {
      value(await mover.service.act({ action }));
      continue;
    }
    // Nothing more for this player to do now: its turn by e-mail goes to the other, who must accept it.
    const file = value(await mover.service.sendTurn({}));
    const opened = await other.service.openContents({ name: file.name, text: file.text });
    if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.message}`);
    if (!first) expect(opened.value.doc!.mail?.verdict?.ok).toBe(true);
    first = false;
    // Both machines rolled the same dice (what else a line names depends on what each side may see).
    expect(rolls(linesOf(opened.value))).toEqual(rolls(linesOf(value(await mover.service.getSnapshot({})))));
    sent++;
    [mover, other] = [other, mover];
  }
  const end = value(await mover.service.getSnapshot({}));
  expect(end.view!.state.turn).toBe(turn);
  return { files: sent, dice: rolls(linesOf(end)).length };
}

describe('honest games by e-mail', () => {
  it('Operation Isabella, enforced: three game turns, every file accepted, the same dice on both sides', async () => {
    const played = await play('isabella', 'allied', 7, 4);
    expect(played.files).toBeGreaterThanOrEqual(6);
    expect(played.dice).toBeGreaterThan(0);
  }, 180_000);

  it('Crusade and Revolution, enforced: three game turns, every file accepted, the same dice both sides', async () => {
    const played = await play('crusade', 'REP', 11, 4);
    expect(played.files).toBeGreaterThanOrEqual(6);
    expect(played.dice).toBeGreaterThan(0);
  }, 180_000);
});
