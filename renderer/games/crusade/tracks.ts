// The tracks of Crusade and Revolution in the side column: the turn and its War Phase, the Action Round, Victory
// Points and Republican Morale, the four replacement point pools, the Strait of Gibraltar, the sieges, the
// card in play and both sides' Action Charts (§7.1). Hidden without a view that has them (the curtain, no game).

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import type { CrusadeVars, RoundPlay } from '../../../engine/games/crusade/index.js';
import { currentLanguage, localName, t } from '../../i18n/index.js';
import { siegeName } from './logtext.js';
import { clear, el } from '../../panels/dom.js';
import { cardName } from '../../panels/names.js';
import { scenarioOf, turnNumbers } from '../../panels/gametime.js';

/** The vars the tracks read, as a view gives them (the sieges may be absent from an older save). */
export type TrackVars = Pick<
  CrusadeVars,
  'vp' | 'rm' | 'rp' | 'round' | 'warPhase' | 'actionChart' | 'play' | 'strait'
> &
  Partial<Pick<CrusadeVars, 'sieges'>>;

/** The track vars of a view, or null when its game has none. */
export function trackVarsOf(view: View | null): TrackVars | null {
  const v = view?.state.vars as Partial<TrackVars> | undefined;
  if (!v || typeof v.vp !== 'number' || !v.actionChart || typeof v.round !== 'number') return null;
  return v as TrackVars;
}

/** §8.4 a pool's Replacement Points: the engine keeps halves, shown in the page's language ("2.5", "2,5"). */
export function rpText(points: number): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(points);
}

/** The round's play: the card and its use; the points left only for OPS and SR (§7.2), never for an event. */
export function playText(play: Pick<RoundPlay, 'use' | 'points'>, side: string, card: string): string {
  const use = t(`crusade.card.use.${play.use}`);
  return play.use === 'ops' || play.use === 'sr'
    ? t('crusade.tracks.playing', { side, card, use, points: play.points })
    : t('crusade.tracks.playingNoPoints', { side, card, use });
}

/** §16.1 a siege by its name (the Alcázar of Toledo), its space, and its resist or how it ended. */
export function siegeText(id: string, s: { space: string; resist: number }, space: string): string {
  const name = siegeName(id);
  const siege = name.charAt(0).toLocaleUpperCase(currentLanguage()) + name.slice(1);
  const key = s.resist > 0 ? 'siege' : s.resist === 0 ? 'siegeFallen' : 'siegeLifted';
  return t(`crusade.tracks.${key}`, { siege, space, resist: s.resist });
}

/** The tracks panel. */
export class TracksPanel {
  private readonly body = el('div', { class: 'tracks-body' });
  readonly element = el(
    'section',
    { class: 'panel crusade-tracks', 'data-testid': 'crusade-tracks', hidden: true },
    el('h2', { 'data-testid': 'tracks-title' }),
    this.body,
  );

  /** Draw the tracks from the view (hidden without them). */
  update(module: GameModule | null, view: View | null): void {
    const v = trackVarsOf(view);
    if (!v || !view || !module) {
      this.element.hidden = true;
      return;
    }
    this.element.hidden = false;
    this.element.querySelector('h2')!.textContent = t('crusade.tracks.title');
    const side = (id: string | null | undefined) => {
      const s = module.manifest.sides.find((x) => x.id === id);
      return s ? localName(s.name, s.names) : (id ?? '');
    };
    const space = (id: string) => module.map.spaces?.find((s) => s.id === id)?.name ?? id;
    clear(this.body);
    const row = (testid: string, label: string, value: string, title?: string) =>
      el(
        'div',
        { class: 'track-row', 'data-testid': testid, title },
        el('span', { class: 'track-label', text: label }),
        el('span', { class: 'track-value', text: value }),
      );
    const turns = turnNumbers(scenarioOf(module, view.state.scenarioId), view.state.turn).last;
    this.body.append(
      row(
        'track-turn',
        t('crusade.tracks.turn'),
        turns ? t('crusade.tracks.turnOf', { turn: view.state.turn, turns }) : String(view.state.turn),
      ),
      row('track-war-phase', t('crusade.tracks.warPhase'), t(`crusade.warPhase.${v.warPhase}`)),
      row(
        'track-round',
        t('crusade.tracks.round'),
        v.round > 0 ? t('crusade.tracks.roundOf', { round: v.round }) : t('crusade.tracks.noRound'),
      ),
      row('track-vp', t('crusade.tracks.vp'), String(v.vp), t('crusade.tracks.vpHelp')),
      row('track-rm', t('crusade.tracks.rm'), String(v.rm), t('crusade.tracks.rmHelp')),
      row('track-strait', t('crusade.tracks.strait'), side(v.strait)),
      this.pools(v),
    );
    const sieges = Object.entries(v.sieges ?? {});
    if (sieges.length) {
      const list = el('ul', { class: 'track-list', 'data-testid': 'track-sieges' });
      for (const [id, s] of sieges) list.append(el('li', { 'data-siege': id, text: siegeText(id, s, space(s.space)) }));
      this.body.append(el('div', { class: 'track-label', text: t('crusade.tracks.sieges') }), list);
    }
    if (v.play) {
      const what = v.play.card ? cardName(module, v.play.card) : t('crusade.card.play.auto');
      this.body.append(row('track-play', t('crusade.tracks.play'), playText(v.play, side(v.play.side), what)));
    }
    this.body.append(this.chart(v, side, view.state.activeSide));
  }

  /** §8.4 the four replacement point pools, each with its figure. */
  private pools(v: TrackVars): HTMLElement {
    const grid = el('div', { class: 'track-pools', 'data-testid': 'track-rp', title: t('crusade.tracks.rpHelp') });
    grid.append(el('span', { class: 'track-label', text: t('crusade.tracks.rp') }));
    for (const p of ['NAT', 'AXIS', 'REP', 'SOV'])
      grid.append(
        el(
          'span',
          { class: 'pool', 'data-pool': p },
          el('span', { class: 'pool-name', text: t(`crusade.pool.${p}`) }),
          el('b', { text: rpText(v.rp[p] ?? 0) }),
        ),
      );
    return grid;
  }

  /** §7.1 both Action Charts: a row per side, a column per Action Round, the use of each round's card. */
  private chart(v: TrackVars, side: (id: string) => string, active: string): HTMLElement {
    const table = el('table', { class: 'action-chart', 'data-testid': 'action-chart' });
    table.append(el('caption', { text: t('crusade.tracks.actionChart') }));
    const head = el('tr', {}, el('th', { scope: 'col', text: t('crusade.tracks.chartCorner') }));
    for (let i = 1; i <= 6; i++) head.append(el('th', { scope: 'col', text: String(i) }));
    table.append(el('thead', {}, head));
    const body = el('tbody');
    for (const [id, uses] of Object.entries(v.actionChart)) {
      const tr = el('tr', { 'data-side': id }, el('th', { scope: 'row', text: side(id) }));
      uses.forEach((use, i) => {
        const td = el('td', {
          text: use ? t(`crusade.card.useShort.${use}`) : '',
          title: use ? t(`crusade.card.use.${use}`) : undefined,
        });
        if (v.round === i + 1 && id === active) td.classList.add('current');
        tr.append(td);
      });
      body.append(tr);
    }
    table.append(body);
    return table;
  }
}
