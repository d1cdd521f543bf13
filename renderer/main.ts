// The renderer's entry point. 'pixi.js/unsafe-eval' must come first: the page's CSP has no unsafe-eval,
// and this swaps Pixi's generated shader/uniform code for the precompiled versions before any init.
import 'pixi.js/unsafe-eval';
import './styles.css';
import { getHost } from './host/index.js';
import { App } from './app/app.js';
import { installAutomation } from './automation.js';
import { dialogOpenOr } from './panels/dialog.js';
import { currentLanguage, initI18n, t } from './i18n/index.js';

async function boot(): Promise<void> {
  initI18n();
  document.documentElement.lang = currentLanguage();
  let markReady!: () => void;
  let failReady!: (e: unknown) => void;
  const ready = new Promise<void>((res, rej) => {
    markReady = res;
    failReady = rej;
  });
  ready.catch(() => undefined); // the failure is shown in the page; tests see the rejection themselves
  const root = document.getElementById('app')!;
  try {
    const host = await getHost();
    const app = new App(host);
    app.store.askStartAhead(); // answered while the map starts (App.start takes the answers)
    installAutomation(app, ready);
    await app.mount(root);
    // `ready` resolves once the open game's first snapshot has been drawn, or, with no game, once a dialog
    // (recovery, New game) is waiting for the person.
    const started = app.start();
    let startDone = false;
    void started.finally(() => {
      startDone = true;
    });
    // Wait until the start sequence has shown a game or opened a dialog (or given up, e.g. on a host error).
    await dialogOpenOr(() => startDone || !!app.store.snapshot?.doc);
    await app.idle();
    markReady();
    await started;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    root.append(
      Object.assign(document.createElement('div'), {
        role: 'alert',
        className: 'alert shown',
        textContent: t('errors.unknown', { message }),
      }),
    );
    if (!window.__sandtable) installAutomation(null, ready);
    failReady(e);
  }
}

void boot();
