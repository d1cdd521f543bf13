// Advisory mode's flags on the page, not only as a log row: the rules broken this turn (each action the rules
// would have refused, carried out and flagged), listed in a panel of the side column with the rule in words, and
// their hexes marked on the map (the hex the action went to, or where the flagged unit stands now).

import type { JsonObject, View } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';
import { type UnitNamer, violationText } from '../../panels/violations.js';

/** One open flag: the log entry that raised it, the rule in words, and the hex it concerns (null: none). */
export interface OpenFlag {
  seq: number;
  side: string;
  text: string;
  hex: string | null;
}

/** The log's lines made in `turn`: each line belongs to the turn in force when it was made (before its events). */
function thisTurn(log: readonly LogLine[], turn: number): LogLine[] {
  const out: LogLine[] = [];
  let now = 1;
  for (const line of log) {
    if (now === turn) out.push(line);
    for (const e of line.events) if (e.type === 'turn' && typeof e.turn === 'number') now = e.turn;
  }
  return out;
}

/** Where a flag is on the map: the hex its rule names, else the hex the action went to, else its unit's hex. */
function flagHex(line: LogLine, params: JsonObject, view: View): string | null {
  if (typeof params.hex === 'string') return params.hex;
  const to = line.args.to as JsonObject | undefined;
  if (to && to.kind === 'hex' && typeof to.hex === 'string') return to.hex;
  if (typeof line.args.hex === 'string') return line.args.hex;
  if (typeof line.args.target === 'string') return line.args.target;
  const id = (params.unit ?? params.piece ?? line.args.piece) as string | undefined;
  const p = id ? view.state.pieces.find((x) => x.id === id) : undefined;
  return p?.at.kind === 'hex' ? p.at.hex : null;
}

/** The flags raised this turn, oldest first, each in words with its rule and where it is. */
export function openFlags(log: readonly LogLine[], view: View, name?: UnitNamer): OpenFlag[] {
  const out: OpenFlag[] = [];
  for (const line of thisTurn(log, view.state.turn)) {
    for (const v of line.violations ?? []) {
      const params = (v.params ?? {}) as JsonObject;
      out.push({ seq: line.seq, side: line.side, text: violationText(v, name), hex: flagHex(line, params, view) });
    }
  }
  return out;
}

/** The side column's panel of open flags (hidden while there is none). */
export class FlagsPanel {
  readonly element = el('section', { class: 'panel flags', 'data-testid': 'open-flags', hidden: true });

  /** Show the open flags; `side` names a side. */
  show(flags: readonly OpenFlag[], side: (id: string) => string): void {
    const e = this.element;
    e.replaceChildren();
    e.hidden = flags.length === 0;
    if (e.hidden) return;
    const title = t('isabella.flags.title', { count: flags.length });
    e.setAttribute('aria-label', title);
    const list = el('ul', {});
    for (const f of flags) {
      const where = f.hex ? t('isabella.flags.where', { hex: f.hex }) : '';
      const head = t('isabella.flags.entry', { seq: f.seq, side: side(f.side) });
      list.append(el('li', { 'data-seq': String(f.seq), 'data-hex': f.hex ?? '' }, `⚠ ${head}${where}: ${f.text}`));
    }
    e.append(el('h2', { text: title }), list);
  }
}
