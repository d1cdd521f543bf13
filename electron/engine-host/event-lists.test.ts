// The host's events per log entry, held as the worker's text and read one entry at a time.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/core/types.js';
import { EventLists, listsText } from './event-lists.js';

const lists: GameEvent[][] = [
  [{ type: 'moved', piece: 'a', note: 'a line\nbreak, "quoted"' }],
  [],
  [
    { type: 'roll', dice: [3, 4] },
    { type: 'turn', turn: 2, phase: 'movement' },
  ],
  [],
];

describe('each entry events as the host holds them', () => {
  it('reads every entry of the worker text, whole or from any entry on, as objects give them', () => {
    const text = listsText(lists);
    const held = EventLists.fromText(text, lists.length);
    const made = EventLists.of(lists);
    for (const l of [held, made]) {
      expect(l.length).toBe(4);
      for (let i = 0; i < lists.length; i++) {
        expect(l.list(i)).toEqual(lists[i]);
        expect(JSON.parse(l.text(i))).toEqual(lists[i]);
      }
      for (let from = 0; from <= lists.length; from++) expect(l.listsFrom(from)).toEqual(lists.slice(from));
    }
    // The last entry read first (as the undo barrier does), then the others.
    const fresh = EventLists.fromText(text, lists.length);
    expect(fresh.list(3)).toEqual([]);
    expect(fresh.list(2)).toEqual(lists[2]);
    expect(EventLists.fromText(listsText([lists[2]!]), 1).list(0)).toEqual(lists[2]);
    // All of it, as it came: the very text, not written again.
    expect(held.textFrom(0)).toBe(text);
    expect(() => held.text(4)).toThrow(RangeError);
    expect(listsText([])).toBe('[]');
    expect(EventLists.fromText('[]', 0).listsFrom()).toEqual([]);
  });

  it('appends after the text, and cuts inside it or after it', () => {
    const held = EventLists.fromText(listsText(lists), lists.length);
    held.push([{ type: 'note' }]);
    expect(held.listsFrom(3)).toEqual([[], [{ type: 'note' }]]);
    held.truncate(5);
    held.truncate(9);
    expect(held.length).toBe(5);
    held.truncate(4);
    expect(held.listsFrom()).toEqual(lists);
    held.truncate(2);
    expect(held.listsFrom()).toEqual(lists.slice(0, 2));
    held.push([{ type: 'again' }]);
    expect(held.listsFrom(1)).toEqual([[], [{ type: 'again' }]]);
    expect(held.length).toBe(3);
  });

  it('refuses a text of another shape or count, naming the problem', () => {
    expect(() => EventLists.fromText(JSON.stringify(lists), lists.length)).toThrow(/unknown form/);
    expect(() => EventLists.fromText('[]', 1)).toThrow(/unknown form/);
    expect(() => EventLists.fromText(listsText(lists), 3).text(0)).toThrow(/more event lists/);
    expect(() => EventLists.fromText(listsText(lists), 5).text(0)).toThrow(/fewer event lists/);
  });
});
