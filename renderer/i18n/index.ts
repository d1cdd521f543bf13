// The one message catalogue of the renderer: every string a person reads goes through t(). It is the core's words
// (i18n/<lang>.json at the top of the project, which main reads too) with each game's own merged in at start
// (renderer/games/<id>/<lang>.json, found by the build). English and Spanish ship complete; the choice is remembered.

import i18next, { type i18n as I18n } from 'i18next';
import type { HostApi } from '../../electron/host/api.js';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { byId } from '../by-id.js';
import { type Catalogue, gameCatalogues, pageWords } from './merge.js';

/** Languages the app ships, with their own names for the selector. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;

/** A shipped language code. */
export type Lang = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'sandtable.lang';

/** Every game's catalogues (renderer/games/<id>/<lang>.json), by game id and language. */
export const GAME_CATALOGUES = gameCatalogues(
  import.meta.glob<Catalogue>('../games/*/*.json', { eager: true, import: 'default' }),
  ['en', 'es'],
);

const merged = new Map<Lang, Catalogue>();

/** The page's whole catalogue in `lang`: the core's words and every game's. */
export function pageCatalogue(lang: Lang): Catalogue {
  const known = merged.get(lang);
  if (known) return known;
  const words = pageWords({ en, es }[lang] as Catalogue, GAME_CATALOGUES, lang);
  merged.set(lang, words);
  return words;
}

let instance: I18n | null = null;
const listeners = new Set<() => void>();

/** Whether `code` is a shipped language. */
export function isLang(code: unknown): code is Lang {
  return LANGUAGES.some((l) => l.code === code);
}

/** The language to start in: the remembered choice, else the browser's, else English. */
export function initialLanguage(stored: string | null, navigatorLang: string | undefined): Lang {
  if (isLang(stored)) return stored;
  const base = (navigatorLang ?? '').slice(0, 2).toLowerCase();
  return isLang(base) ? base : 'en';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be disabled; the app still works, it just forgets the choice
  }
}

/** Set up the catalogue synchronously (resources are bundled). */
export function initI18n(lang?: Lang): I18n {
  const chosen =
    lang ??
    initialLanguage(
      storage()?.getItem(STORAGE_KEY) ?? null,
      typeof navigator === 'undefined' ? undefined : navigator.language,
    );
  instance = i18next.createInstance();
  void instance.init({
    lng: chosen,
    fallbackLng: 'en',
    initAsync: false,
    resources: { en: { translation: pageCatalogue('en') }, es: { translation: pageCatalogue('es') } },
    interpolation: { escapeValue: false }, // we only ever set textContent, never innerHTML
    returnNull: false,
  });
  return instance;
}

/** Translate a key with interpolation values. */
export function t(key: string, values?: Record<string, unknown>): string {
  if (!instance) initI18n();
  return String(instance!.t(key, values as never));
}

/** The current language. */
export function currentLanguage(): Lang {
  if (!instance) initI18n();
  const l = instance!.language;
  return isLang(l) ? l : 'en';
}

/** Switch language, remember it, and tell every panel to redraw its strings. */
export function setLanguage(lang: Lang): void {
  if (!instance) initI18n(lang);
  void instance!.changeLanguage(lang);
  storage()?.setItem(STORAGE_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const l of listeners) l();
}

/** Be told when the language changes; returns an unsubscribe function. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the host told of the page's language, once now and again on every change, so Electron's native menu
 * and dialogs follow the page (the bridge accepts and ignores it). A host that fails or refuses is not an error
 * a person can act on, so it is dropped. Returns the unsubscribe function.
 */
export function reportLanguageTo(host: Pick<HostApi, 'setLanguage'>): () => void {
  const tell = (): void => {
    try {
      void Promise.resolve(host.setLanguage({ language: currentLanguage() })).catch(() => undefined);
    } catch {
      // an old host without the operation: the menu just stays as it was
    }
  };
  tell();
  return onLanguageChange(tell);
}

/** A localised name from a `names` map, falling back to the default name. */
export function localName(name: string, names?: Record<string, string>): string {
  return names?.[currentLanguage()] ?? name;
}

/** A unit def's name in the current language (a counter's Spanish name on the Spanish page), found by its def id
 *  among `units`; undefined when no def has that id. */
export function unitName(
  units: readonly { id: string; name: string; names?: Record<string, string> }[] | undefined,
  def: string,
): string | undefined {
  const u = byId(units, def);
  return u ? localName(u.name, u.names) : undefined;
}
