// How the page's catalogue is put together at start: the core's words (i18n/<lang>.json at the top of the project,
// which main reads too) and each game's own (renderer/games/<id>/<lang>.json), merged key by key. A game's words
// stay in its own namespaces (`<id>.…`, `prompts.<id>.…`, `violations.<id>.…`, `bot.<id>.…`, the ids its engine
// gives prompts, violations and its scripted player's reasons), so no game can change a core word or another
// game's. Pure: data in, data out.

/** A message catalogue: nested objects of strings. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Every leaf key path of a catalogue with its text, in order. */
export function leaves(words: Catalogue, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(words)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push([key, v]);
    else out.push(...leaves(v, key));
  }
  return out;
}

/** The keys of a game's catalogue outside the namespaces it may use (none for a well-kept catalogue). */
export function outsideNamespaces(game: string, words: Catalogue): string[] {
  const allowed = [`${game}.`, `prompts.${game}.`, `violations.${game}.`, `bot.${game}.`];
  return leaves(words)
    .map(([k]) => k)
    .filter((k) => !allowed.some((p) => k.startsWith(p)));
}

/** `extra` merged into a copy of `base`; a key both define is an error (a game may only add words). */
export function mergeWords(base: Catalogue, extra: Catalogue, where = ''): Catalogue {
  const out: Catalogue = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const key = where ? `${where}.${k}` : k;
    const had = out[k];
    if (had === undefined) out[k] = v;
    else if (typeof had === 'string' || typeof v === 'string') throw new Error(`The word "${key}" is defined twice`);
    else out[k] = mergeWords(had, v, key);
  }
  return out;
}

/**
 * Each game's catalogues by game and language, from the files found under renderer/games (their paths,
 * `…/games/<id>/<lang>.json`, name both). Files of a language not in `langs` are left out.
 */
export function gameCatalogues(
  files: Record<string, Catalogue>,
  langs: readonly string[],
): Map<string, Record<string, Catalogue>> {
  const out = new Map<string, Record<string, Catalogue>>();
  for (const [path, words] of Object.entries(files)) {
    const m = /\/games\/([\w-]+)\/(\w+)\.json$/.exec(path);
    if (!m || !langs.includes(m[2]!)) continue;
    const byLang = out.get(m[1]!) ?? {};
    byLang[m[2]!] = words;
    out.set(m[1]!, byLang);
  }
  return out;
}

/** The page's catalogue for `lang`: the core's words with every game's merged in, in the order of `games`. */
export function pageWords(core: Catalogue, games: Map<string, Record<string, Catalogue>>, lang: string): Catalogue {
  let words = core;
  for (const byLang of games.values()) if (byLang[lang]) words = mergeWords(words, byLang[lang]!);
  return words;
}
