import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../schemas/host-api.js';
import { initI18n } from '../i18n/index.js';
import { describeAction, eventAddsInformation, formatLogLine } from './logtext.js';
import { menuVerbs } from './contextmenu.js';

const line = (verb: string, args: LogLine['args'], events: LogLine['events']): LogLine => ({
  seq: 1,
  side: 'allied',
  verb,
  args,
  events,
});

describe('log readability', () => {
  initI18n('en');
  const name = (id: string) =>
    (({ pz: '1st Panzer Div', 'm1:airpower': 'Airpower' }) as Record<string, string>)[id] ?? id;
  const names = {
    phase: (id: string) => (({ air: 'I. Air Superiority Placement' }) as Record<string, string>)[id] ?? id,
    marker: (d: string) => (d === 'airpower' ? 'Airpower' : d),
    side: (s: string) => (s === 'allied' ? 'Allied' : s),
  };

  it("records a broken rule of the game's own (a scenario's) by its words, never by its cite's id", () => {
    const params = { piece: 'pz', restriction: 'hungary', until: 'JUL 1 1941' };
    const broken = { rule: 'sfe.move.restricted', section: 'scenario:hungary', message: 'engine words', params };
    const move = { ...line('move', { piece: 'pz', to: 'SW:0418' }, []), violations: [broken] };
    expect(formatLogLine(move, name, undefined, names).violations).toEqual([
      "Barbarossa's start restriction on the Hungarians, until the JUL 1 1941 turn: " +
        "The scenario's start restrictions forbid that move",
    ]);
  });

  it('drops events that only restate their action', () => {
    const move = line('move', { piece: 'pz', to: { kind: 'hex', hex: '2816' } }, [
      { type: 'moved', piece: 'pz', from: { kind: 'hex', hex: '2815' }, to: { kind: 'hex', hex: '2816' } },
    ]);
    expect(formatLogLine(move, name, undefined, names)).toEqual({
      text: '#1 Allied: moved 1st Panzer Div to hex 2816',
      events: [],
      violations: [],
    });
    const place = line('placeMarker', { def: 'airpower', at: { kind: 'hex', hex: '2816' } }, [
      { type: 'markerPlaced', piece: 'm1:airpower', def: 'airpower', at: { kind: 'hex', hex: '2816' } },
    ]);
    expect(formatLogLine(place, name, undefined, names)).toMatchObject({
      text: '#1 Allied: placed Airpower at hex 2816',
      events: [],
    });
    const mode = line('setMode', { mode: 'advisory' }, [{ type: 'mode', from: 'honor', to: 'advisory', by: 'allied' }]);
    expect(formatLogLine(mode, name, undefined, names)).toMatchObject({
      text: '#1 Allied: set the mode to advisory',
      events: [],
    });
    const note = line('note', { text: 'We agreed: no air this turn' }, [
      { type: 'note', text: 'We agreed: no air this turn', by: 'allied' },
    ]);
    expect(formatLogLine(note, name, undefined, names)).toMatchObject({
      text: '#1 Allied: note: We agreed: no air this turn',
      events: [],
    });
  });

  it('keeps rolls, the turn and phase reached (by name), and an elimination caused by a step loss', () => {
    const roll = line('roll', { count: 2, sides: 6 }, [{ type: 'roll', dice: [3, 5], total: 8 }]);
    expect(formatLogLine(roll, name).events).toEqual(['dice 3, 5 = 8']);
    const next = line('nextPhase', {}, [{ type: 'turn', turn: 2, phase: 'air', activeSide: 'allied' }]);
    expect(formatLogLine(next, name, undefined, names).events).toEqual(['now turn 2: I. Air Superiority Placement']);
    const lose = line('loseStep', { piece: 'pz' }, [
      { type: 'stepLost', piece: 'pz', steps: 0 },
      { type: 'eliminated', piece: 'pz', from: { kind: 'hex', hex: '2816' } },
    ]);
    expect(formatLogLine(lose, name).events).toEqual(['1st Panzer Div eliminated']);
  });

  it('keeps an event of the restating type when it is about something else', () => {
    const move = line('move', { piece: 'pz' }, []);
    expect(eventAddsInformation(move, { type: 'moved', piece: 'other' })).toBe(true);
    expect(eventAddsInformation(move, { type: 'moved', piece: 'pz' })).toBe(false);
    expect(eventAddsInformation(line('note', { text: 'a' }, []), { type: 'note', text: 'b' })).toBe(true);
  });

  it('names modes in words and markers by their name', () => {
    expect(describeAction({ verb: 'setMode', args: { mode: 'enforced' } }, name)).toBe('set the mode to enforced');
    expect(describeAction({ verb: 'removeMarker', args: { piece: 'm1:airpower' } }, name)).toBe('removed Airpower');
  });

  it("leaves a verb no game words as the verb and its arguments, and asks the game's plug-in first", () => {
    expect(describeAction({ verb: 'enter', args: { piece: 'pz' } }, name)).toBe('enter {"piece":"pz"}');
    const game = { actionText: () => 'entered', eventText: () => 'it came' };
    expect(describeAction({ verb: 'enter', args: { piece: 'pz' } }, name, undefined, { game })).toBe('entered');
    expect(formatLogLine(line('enter', {}, [{ type: 'arrived' }]), name, undefined, { game }).events).toEqual([
      'it came',
    ]);
  });

  it("words the table's events when they tell more than their line", () => {
    const flip = line('flip', { piece: 'pz' }, [
      { type: 'flipped', piece: 'pz', disrupted: true },
      { type: 'stepLost', piece: 'other', steps: 1 },
    ]);
    expect(formatLogLine(flip, name).events).toEqual(['other loses a step']);
  });
});

describe('context menu items', () => {
  it('offers Remove marker instead of the step and dead-pile items for a marker', () => {
    expect(menuVerbs({ kind: 'marker' }).map((v) => v.verb)).toEqual(['flip', 'removeMarker']);
    expect(menuVerbs({ kind: 'unit' }).map((v) => v.verb)).toEqual(['flip', 'loseStep', 'restoreStep', 'eliminate']);
  });
});

describe('log lines of games between two players', () => {
  initI18n('en');
  const name = (id: string) => id;
  const names = { side: (s: string) => (s === 'allied' ? 'Allied' : 'Axis'), phase: (p: string) => p };

  it('says a reveal once, an undo request and a change of mode as asked, and what an answer agreed to', () => {
    const reveal = line('reveal', { index: 3, secret: 'ab' }, [{ type: 'reveal', side: 'allied', index: 3 }]);
    expect(formatLogLine(reveal, name, undefined, names)).toMatchObject({
      text: '#1 Allied: revealed dice secret 3',
      events: [],
    });
    const ask = line('undoRequest', { to: 7 }, [{ type: 'proposal', by: 'allied', verb: 'undoRequest', to: 7 }]);
    expect(formatLogLine(ask, name, undefined, names)).toMatchObject({
      text: '#1 Allied: asked to take back every action after entry 7',
      events: ["waits for the other side's answer"],
    });
    const mode = line('setMode', { mode: 'honor' }, [
      { type: 'proposal', by: 'allied', verb: 'setMode', mode: 'honor' },
    ]);
    expect(formatLogLine(mode, name, undefined, names).text).toBe('#1 Allied: asked to change the mode to honor');
    const yes = line('consent', { accept: true }, [
      { type: 'consent', by: 'axis', verb: 'setMode', accept: true },
      { type: 'mode', from: 'enforced', to: 'honor', by: 'allied' },
    ]);
    expect(formatLogLine(yes, name, undefined, names)).toMatchObject({
      text: '#1 Allied: agreed to change the mode',
      events: ['mode enforced → honor'],
    });
    const no = line('consent', { accept: false }, [
      { type: 'consent', by: 'axis', verb: 'undoRequest', accept: false },
    ]);
    expect(formatLogLine(no, name, undefined, names).text).toBe('#1 Allied: refused to take back the actions asked');
    expect(describeAction({ verb: 'consent', args: { accept: true } }, name)).toBe('agreed');
    // Strict dice: a roll that waits for the other player's secret, then carried out by that player's reveal.
    const waits = line('rollLoyalty', {}, [{ type: 'dice-pending', side: 'allied' }]);
    expect(formatLogLine(waits, name, undefined, names).events).toEqual(["waits for the other player's dice"]);
    const resolved = line('reveal', { index: 2 }, [
      { type: 'reveal', side: 'axis', index: 2 },
      { type: 'dice-resolved', side: 'allied' },
    ]);
    expect(formatLogLine(resolved, name, undefined, names).events).toEqual([
      'the Allied action that waited for this reveal is carried out',
    ]);
    // Hidden units by e-mail: an attack on a hidden stack waits for the defender to reveal it.
    const attack = line('attack', { target: '2314' }, [{ type: 'units-pending', side: 'allied' }]);
    expect(formatLogLine(attack, name, undefined, names).events).toEqual([
      'waits for the other player to reveal the units it attacks',
    ]);
  });
});
