import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../schemas/host-api.js';
import { fakeDocument } from './fake-dom.js';
import { LiveRegion } from './liveregion.js';

const line = (seq: number, side = 'axis'): LogLine => ({ seq, side, verb: 'move', args: {}, events: [] }) as never;
const text = (l: LogLine) => `#${l.seq} ${l.side}`;

describe('LiveRegion', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = fakeDocument();
  });
  afterEach(() => restore());

  it('says a new entry of the log once, a new question once, and not the past of a game just opened', () => {
    const live = new LiveRegion();
    live.update('g', [line(0), line(1)], text, 'Allied to play Move');
    expect(live.said).toEqual(['Allied to play Move']);
    live.update('g', [line(0), line(1), line(2)], text, 'Allied to play Move');
    expect(live.said).toEqual(['Allied to play Move', '#2 axis']);
    // The curtain: no view, no log, no question: nothing said, nothing forgotten.
    live.update('g', [], text, '');
    live.update('g', [line(0), line(1), line(2), line(3, 'allied')], text, 'Axis to play Agree');
    expect(live.said).toEqual(['Allied to play Move', '#2 axis', '#3 allied', 'Axis to play Agree']);
  });

  it('starts over for another game or a log taken back, and keeps the last six things said', () => {
    const live = new LiveRegion();
    live.update('g', [line(0), line(1), line(2)], text, '');
    live.update('g', [line(0)], text, ''); // undone: the log is shorter
    live.update('g', [line(0), line(1)], text, '');
    expect(live.said).toEqual(['#1 axis']);
    live.update('h', [line(0), line(1), line(2), line(3)], text, '');
    expect(live.said).toEqual(['#1 axis']);
    for (let i = 0; i < 8; i++) live.say(`n${i}`);
    expect(live.said).toEqual(['n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
  });
});
