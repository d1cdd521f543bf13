// The printed map's key (issue 26 §5), drawn for paper at KEY_PX_PER_PT pixels a point: a point-to-point map's
// key is the one its game's plug-in gives (spaces.ts drawKey); a hex map's is made from its module: the terrain
// colours, the hexside features and lines, the places (and the hex features the map draws: featurekey.ts), a hex
// number, and one counter of each unit type.

import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { KEY_PX_PER_PT } from '../../electron/services/positions-paper.js';
import type { MapKey } from '../games/types.js';
import { localName, t } from '../i18n/index.js';
import { unitsByType } from '../panels/legend.js';
import { unitTypeName } from '../panels/vocabulary.js';
import { counterFace } from './counterface.js';
import { counterTexture } from './counters.js';
import { dashes } from './dashes.js';
import { drawFeature, featureWord, keyFeatures } from './featurekey.js';
import { drawKey } from './spaces.js';
import { drawAnchor, OUTLINE_STYLE, SEA, SIDE_STYLE, UNKNOWN_TERRAIN } from './terraindraw.js';

/** Points to key pixels. */
const U = KEY_PX_PER_PT;
/** A row of the key, its text, a heading's text and the symbols' column, in points. */
const ROW = 13;
const TEXT = 7.5;
const HEADING = 8;
const SYMBOL_W = 22;
/** The hex size (centre to corner) the key's samples are drawn for, in points. */
const HEX = 6.5;
/** Space names of a point-to-point map's key (drawKey writes them at 0.68 of its radius), in points. */
const KEY_TEXT = 7;

/** A line of the key's words. */
function words(text: string, size: number, bold = false): Text {
  return new Text({
    text,
    style: {
      fontFamily: 'sans-serif',
      fontSize: Math.round(size * U),
      fontWeight: bold ? 'bold' : 'normal',
      fill: 0x222222,
    },
    resolution: 2,
  });
}

/** A word with its first letter in capitals (the vocabulary's words are for the middle of a sentence). */
const capitalised = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);

/** A flat-topped hexagon's corners round (x, y). */
function hexagon(x: number, y: number, r: number): number[] {
  return [0, 1, 2, 3, 4, 5].flatMap((i) => [x + r * Math.cos((i * Math.PI) / 3), y + r * Math.sin((i * Math.PI) / 3)]);
}

/** A line sample across the symbols' column at height y, solid or dashed. */
function sample(g: Graphics, y: number, color: number, width: number, dash?: [number, number]): void {
  const a = { x: 2 * U, y };
  const b = { x: (SYMBOL_W - 4) * U, y };
  if (dash) for (const [p, q] of dashes(a, b, dash[0], dash[1])) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
  else g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  g.stroke({ width, color, cap: 'round' });
}

/** One item of a hex map's key: draws its symbol centred at height y and names it. */
interface Item {
  draw(g: Graphics, y: number, root: Container): void;
  word: string;
}

/** The items of a hex map's key, by section (sections without items are left out; exported for its test). */
export function hexKeySections(module: GameModule): [string, Item[]][] {
  const map = module.map;
  const used = new Set(map.hexes.map((h) => h.terrain));
  const terrain: Item[] = map.terrain
    .filter((x) => used.has(x.id))
    .map((x) => ({
      word: localName(x.name, x.names),
      draw: (g, y) => {
        const color = x.color || (x.id === 'sea' ? SEA : UNKNOWN_TERRAIN);
        g.poly(hexagon((SYMBOL_W / 2) * U, y, HEX * U))
          .fill({ color })
          .stroke({ width: 0.4 * U, color: 0x777777 });
      },
    }));
  const features = [...new Set(map.hexsides.flatMap((s) => s.features))].filter((f) => SIDE_STYLE[f]);
  const sides: Item[] = features.map((f) => {
    const st = SIDE_STYLE[f]!;
    const dash = st.dash ? ([st.dash[0] * HEX * U, st.dash[1] * HEX * U] as [number, number]) : undefined;
    return {
      word: t(`print.key.side.${f}`, { defaultValue: f }),
      draw: (g, y) => sample(g, y, st.color, Math.max(U, st.width * HEX * U * 1.6), dash),
    };
  });
  const kinds = [...new Set((map.outlines ?? []).map((o) => o.kind))].filter((k) => OUTLINE_STYLE[k]);
  const lines: Item[] = kinds.map((k) => {
    const st = OUTLINE_STYLE[k]!;
    const dash = st.dash ? ([st.dash[0] * 0.5 * U, st.dash[1] * 0.5 * U] as [number, number]) : undefined;
    return {
      word: t(`print.key.line.${k}`, { defaultValue: k }),
      draw: (g, y) => sample(g, y, st.color, st.width * 0.6 * U, dash),
    };
  });
  const cities = map.hexes.filter((h) => h.city);
  const dot = (major: boolean) => (g: Graphics, y: number) =>
    g
      .circle((SYMBOL_W / 2) * U, y, HEX * (major ? 0.3 : 0.2) * U)
      .fill({ color: major ? 0xb71c1c : 0x333333 })
      .stroke({ width: 0.3 * U, color: 0xffffff });
  const places: Item[] = [
    ...(cities.some((h) => h.city?.size === 'major') ? [{ word: t('print.key.majorCity'), draw: dot(true) }] : []),
    ...(cities.some((h) => h.city?.size !== 'major') ? [{ word: t('print.key.city'), draw: dot(false) }] : []),
    ...(cities.some((h) => h.city?.port)
      ? [
          {
            word: t('print.key.port'),
            draw: (g: Graphics, y: number) => drawAnchor(g, (SYMBOL_W / 2) * U, y + U, 3 * U),
          },
        ]
      : []),
  ];
  // the hex features the map draws (a rail head...), as it draws them
  for (const f of keyFeatures(module))
    places.push({ word: featureWord(f), draw: (g, y) => drawFeature(g, f, (SYMBOL_W / 2) * U, y, HEX * 1.6 * U) });
  const first = map.hexes[0]?.id ?? '';
  places.push({
    word: t('print.key.hexNumber'),
    draw: (g, y, root) => {
      g.poly(hexagon((SYMBOL_W / 2) * U, y, HEX * 1.05 * U)).stroke({ width: 0.4 * U, color: 0x777777 });
      const n = words(first.slice(first.indexOf(':') + 1), 3.2);
      n.anchor.set(0.5, 0);
      n.position.set((SYMBOL_W / 2) * U, y - HEX * 0.85 * U);
      root.addChild(n);
    },
  });
  const units: Item[] = unitsByType(module).map((u) => ({
    word: capitalised(unitTypeName(u.type)),
    draw: (_g, y, root) => {
      const piece: Piece = {
        id: `key:${u.id}`,
        def: u.id,
        kind: 'unit',
        side: '',
        at: { kind: 'box', box: 'key' },
        steps: u.steps,
        disrupted: false,
      };
      const s = new Sprite(counterTexture(counterFace(module, piece), 128));
      s.anchor.set(0.5);
      s.width = s.height = (ROW - 1) * U;
      s.position.set((SYMBOL_W / 2) * U, y);
      root.addChild(s);
    },
  }));
  const all: [string, Item[]][] = [
    [t('print.key.terrain'), terrain],
    [t('print.key.hexsides'), [...sides, ...lines]],
    [t('print.key.places'), places],
    [t('print.key.units'), units],
  ];
  return all.filter(([, items]) => items.length > 0);
}

/** A hex map's key in one column, in a framed box with its title. */
function hexKey(module: GameModule): Container {
  const root = new Container({ label: 'paper-key' });
  const g = new Graphics();
  const texts = new Container();
  root.addChild(g, texts);
  const title = words(t('print.key.title'), 9, true);
  title.position.set(4 * U, 4 * U);
  texts.addChild(title);
  let y = 18;
  for (const [heading, items] of hexKeySections(module)) {
    const h = words(heading, HEADING, true);
    h.position.set(4 * U, y * U);
    texts.addChild(h);
    y += ROW;
    for (const item of items) {
      const cy = (y + ROW / 2 - 2) * U;
      item.draw(g, cy, texts);
      const w = words(item.word, TEXT);
      w.anchor.set(0, 0.5);
      w.position.set((SYMBOL_W + 4) * U, cy);
      texts.addChild(w);
      y += ROW;
    }
    y += 3;
  }
  const width = Math.max(...texts.children.map((c) => c.x + c.width)) + 6 * U;
  const frame = new Graphics()
    .roundRect(0, 0, width, y * U, 3 * U)
    .fill({ color: 0xfffdf5 })
    .stroke({ width: 0.6 * U, color: 0x6d6250 });
  root.addChildAt(frame, 0);
  return root;
}

/** The key for paper: the game's own for a point-to-point map, else one made from the module; null when empty. */
export function paperKey(module: GameModule, key: MapKey | null): Container | null {
  if (key && module.map.spaces?.length) {
    const root = new Container({ label: 'paper-key' });
    const g = new Graphics();
    const labels = new Container();
    root.addChild(g, labels);
    drawKey(module, { ...key, at: { x: 0, y: 0 } }, (KEY_TEXT / 0.68) * U, g, labels);
    return root;
  }
  return module.map.kind === 'hex' ? hexKey(module) : null;
}
