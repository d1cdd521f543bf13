// Which of the host's document warnings (DocInfo.warnings: a module mismatch, a converted file, a game nearly
// too long for one file) the page shows now: each once, when it first appears for the open game.

import type { DocInfo, HostError } from '../../schemas/host-api.js';

/** Whether two summaries are of the same open game (the same file, module and scenario). */
function sameGame(a: DocInfo, b: DocInfo): boolean {
  return a.fileName === b.fileName && a.moduleId === b.moduleId && a.scenarioId === b.scenarioId;
}

/** The warnings of `next` that `prev` (the summary shown before) did not carry by code, for the same game. */
export function newWarnings(prev: DocInfo | null | undefined, next: DocInfo | null | undefined): HostError[] {
  const shown = new Set(prev && next && sameGame(prev, next) ? (prev.warnings ?? []).map((w) => w.code) : []);
  return (next?.warnings ?? []).filter((w) => !shown.has(w.code));
}
