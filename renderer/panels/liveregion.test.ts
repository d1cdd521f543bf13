import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../schemas/host-api.js';
import { fakeDocument } from './fake-dom.js';
import { LiveRegion } from './liveregion.js';

const line = (seq: number, side = 'axis'): LogLine => ({ seq, side, verb: 'move', args: {}, events: [] }) as never;
const log = (n: number) => Array.from({ length: n }, (_, i) => line(i, i % 2 ? 'allied' : 'axis'));
const text = (l: LogLine) => `#${l.seq} ${l.side}`;

describe('LiveRegion', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = fakeDocument();
  });
  afterEach(() => restore());

  it('says to each side what it has not heard: the other side`s actions after the curtain, each once', () => {
    const live = new LiveRegion();
    // A game opened with two entries: its past is not said, its question is.
    live.update('g', 'allied', log(2), text, 'Allied to play Move');
    expect(live.said).toEqual(['Allied to play Move']);
    live.update('g', 'allied', log(3), text, 'Allied to play Move');
    expect(live.said).toEqual(['Allied to play Move', '#2 axis']);
    // The curtain: no view; nothing of the Allies stays in the region.
    live.update('g', null, [], text, '');
    expect(live.said).toEqual([]);
    // The Axis hear what happened since the game was opened here, then their question.
    live.update('g', 'axis', log(4), text, 'Axis to play Agree');
    expect(live.said).toEqual(['#2 axis', '#3 allied', 'Axis to play Agree']);
    live.update('g', null, [], text, '');
    // Back to the Allies: only what they have not heard.
    live.update('g', 'allied', log(5), text, 'Allied to play Attack');
    expect(live.said).toEqual(['#3 allied', '#4 axis', 'Allied to play Attack']);
  });

  it('starts over for another game or a log taken back, and keeps the last six things said', () => {
    const live = new LiveRegion();
    live.update('g', 'axis', log(3), text, '');
    live.update('g', 'axis', log(1), text, ''); // taken back: the log is shorter
    live.update('g', 'axis', log(2), text, '');
    expect(live.said).toEqual(['#1 allied']);
    live.update('h', 'axis', log(4), text, '');
    expect(live.said).toEqual(['#1 allied']);
    for (let i = 0; i < 8; i++) live.say(`n${i}`);
    expect(live.said).toEqual(['n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
  });
});
