// The log's length at each revision of one document, so a snapshot can carry only the log lines a renderer
// lacks. The log changes only at its end (act and redo append one entry, undo drops the last), so the lines a
// renderer at revision R holds are still right up to the shortest length the log has had since R.

import type { LogCursor } from '../../schemas/host-api.js';

/** How many revisions are remembered; a renderer further behind gets the whole log. */
export const REMEMBERED_REVISIONS = 4096;

/** The log length after each revision of one document. */
export class LogRevisions {
  private revisions: number[] = [];
  private lengths: number[] = [];

  constructor(revision: number, length: number) {
    this.record(revision, length);
  }

  /** Notes the log's length at a new revision (revisions only grow). */
  record(revision: number, length: number): void {
    const last = this.revisions.length - 1;
    if (last >= 0 && revision <= this.revisions[last]) {
      throw new Error(`Revision ${revision} does not follow revision ${this.revisions[last]}.`);
    }
    this.revisions.push(revision);
    this.lengths.push(length);
    if (this.revisions.length > 2 * REMEMBERED_REVISIONS) {
      this.revisions.splice(0, REMEMBERED_REVISIONS);
      this.lengths.splice(0, REMEMBERED_REVISIONS);
    }
  }

  /** Forgets the revisions after `revision` (a change taken back before any page saw it: document.ts restore). */
  dropAfter(revision: number): void {
    let n = this.revisions.length;
    while (n > 1 && this.revisions[n - 1]! > revision) n--;
    this.revisions.length = n;
    this.lengths.length = n;
  }

  /** Replaces the length noted at the latest revision (a document whose log was loaded in one go). */
  setLatestLength(length: number): void {
    this.lengths[this.lengths.length - 1] = length;
  }

  /**
   * How many of the lines a renderer holding `since` may keep: the shortest length since its revision, or 0
   * when its revision is unknown here (another document, too old) or its length does not match that revision's.
   */
  keep(since: LogCursor | undefined): number {
    if (!since) return 0;
    let shortest = Infinity;
    for (let i = this.revisions.length - 1; i >= 0; i--) {
      if (this.revisions[i] < since.revision) return 0;
      shortest = Math.min(shortest, this.lengths[i]);
      if (this.revisions[i] === since.revision) return this.lengths[i] === since.logLength ? shortest : 0;
    }
    return 0;
  }
}
