// Main's own words (native dialogs), in the language the page last reported (host op setLanguage). They live in
// the core catalogue the page reads too (the `nativeDialog` section of i18n/*.json at the top of the project,
// bundled into main by esbuild), so English and Spanish are kept complete and checked by the same catalogue test.

import type { UiLanguage } from '../schemas/host-api.js';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

/** A key of the native dialogs' messages. */
export type NativeTextKey = keyof typeof en.nativeDialog;

const CATALOGUE: Record<UiLanguage, Record<NativeTextKey, string>> = { en: en.nativeDialog, es: es.nativeDialog };

/** One native-dialog message in `lang`, with `{{name}}` placeholders filled (unknown ones are left visible). */
export function nativeText(lang: UiLanguage, key: NativeTextKey, values: Record<string, string> = {}): string {
  const template = CATALOGUE[lang][key] ?? CATALOGUE.en[key];
  return template.replace(/{{(\w+)}}/g, (whole, name: string) => (name in values ? values[name] : whole));
}
