// The window: the title the page asks main to show (and whether closing needs a confirmation), and the page's
// language, which main's native menu and dialogs follow (kept across runs).

import { Type } from 'typebox';
import type { HostResult } from '../../../schemas/host-api.js';
import { LanguageArg } from '../arg-schemas.js';
import { operation } from '../operation.js';

/** The window slice's operations. */
export const windowOperations = {
  /** Tell main the window title (and so whether closing needs a confirmation). */
  setTitle: operation({ title: Type.String({ maxLength: 200 }) }, async (s, a): Promise<HostResult<null>> => {
    s.windowTitle = a.title;
    return { ok: true, value: null };
  }),

  /** Tell main the page's language, so the native menu (and main's own dialogs) speak it; the bridge ignores it. */
  setLanguage: operation({ language: LanguageArg }, async (s, a): Promise<HostResult<null>> => {
    const current = await s.settings.read();
    // Written only when it changes: the page reports its language on every start.
    if (current.language !== a.language) await s.settings.write({ ...current, language: a.language }).catch(() => {});
    return { ok: true, value: null };
  }),
};
