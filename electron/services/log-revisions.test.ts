import { describe, expect, it } from 'vitest';
import { LogRevisions, REMEMBERED_REVISIONS } from './log-revisions.js';

describe('LogRevisions', () => {
  it('keeps all lines of a renderer one append behind', () => {
    const r = new LogRevisions(1, 0);
    r.record(2, 1);
    r.record(3, 2);
    expect(r.keep({ revision: 2, logLength: 1 })).toBe(1);
    expect(r.keep({ revision: 3, logLength: 2 })).toBe(2);
    expect(r.keep({ revision: 1, logLength: 0 })).toBe(0);
  });

  it("keeps only the shortest length since the renderer's revision (undo, then a new action)", () => {
    const r = new LogRevisions(5, 10);
    r.record(6, 9); // undo
    r.record(7, 8); // undo
    r.record(8, 9); // a new action at index 8
    r.record(9, 9); // saved
    expect(r.keep({ revision: 5, logLength: 10 })).toBe(8);
    expect(r.keep({ revision: 7, logLength: 8 })).toBe(8);
    expect(r.keep({ revision: 8, logLength: 9 })).toBe(9);
  });

  it('sends everything for an unknown revision or a length that does not match it', () => {
    const r = new LogRevisions(5, 3);
    r.record(6, 4);
    expect(r.keep(undefined)).toBe(0);
    expect(r.keep({ revision: 4, logLength: 3 })).toBe(0); // another document's revision
    expect(r.keep({ revision: 7, logLength: 4 })).toBe(0); // from the future (another host)
    expect(r.keep({ revision: 5, logLength: 2 })).toBe(0); // wrong length for revision 5
  });

  it("loads a document's log in one go, refuses revisions that go back, and forgets very old ones", () => {
    const r = new LogRevisions(1, 0);
    r.setLatestLength(500);
    expect(r.keep({ revision: 1, logLength: 500 })).toBe(500);
    expect(() => r.record(1, 501)).toThrow(/does not follow/);
    for (let i = 2; i <= 2 * REMEMBERED_REVISIONS + 2; i++) r.record(i, 500);
    expect(r.keep({ revision: 1, logLength: 500 })).toBe(0);
    expect(r.keep({ revision: 2 * REMEMBERED_REVISIONS, logLength: 500 })).toBe(500);
  });
});
