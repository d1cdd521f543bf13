// Modal dialogs on the native <dialog> element (role "dialog", focus trapping and Esc for free).

import { el } from './dom.js';
import { t } from '../i18n/index.js';

/** A dialog button: its label and the value the dialog resolves with. */
export interface DialogButton {
  label: string;
  value: string;
  primary?: boolean;
}

let counter = 0;

/**
 * Show a modal dialog; resolves with the pressed button's value, or null on Esc / Cancel.
 * `validate` may veto a button (return false) e.g. while a field is empty.
 */
export function showDialog(opts: {
  title: string;
  body: (Node | string)[];
  buttons: DialogButton[];
  testid?: string;
  validate?: (value: string) => boolean;
  wide?: boolean;
  /** The value of the button that has the focus when the dialog opens (Enter presses it); else the first control. */
  focus?: string;
}): Promise<string | null> {
  const id = `dlg-title-${++counter}`;
  const dialog = el('dialog', {
    'aria-labelledby': id,
    'data-testid': opts.testid,
    class: opts.wide ? 'wide' : undefined,
  });
  const form = el('form', { method: 'dialog' });
  form.append(
    el('h2', { id, text: opts.title }),
    el('div', { class: 'dialog-body', tabindex: 0, 'aria-labelledby': id }, ...opts.body),
  );
  const row = el('div', { class: 'dialog-buttons' });
  for (const b of opts.buttons) {
    row.append(
      el('button', {
        type: 'submit',
        value: b.value,
        class: b.primary ? 'primary' : undefined,
        text: b.label,
        autofocus: b.value === opts.focus ? true : undefined,
      }),
    );
  }
  form.append(row);
  dialog.append(form);
  document.body.append(dialog);
  return new Promise((resolve) => {
    let done = false;
    const finish = (v: string | null) => {
      if (done) return;
      done = true;
      dialog.close();
      dialog.remove();
      resolve(v);
    };
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const submitter = (e as SubmitEvent).submitter as HTMLButtonElement | null;
      const value = submitter?.value ?? opts.buttons.find((b) => b.primary)?.value ?? '';
      if (value === 'cancel') return finish(null);
      if (opts.validate && !opts.validate(value)) return;
      finish(value);
    });
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish(null);
    });
    dialog.showModal();
  });
}

/** Whether a modal dialog is open (it then handles its own keys). */
export function dialogIsOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

/** Resolves once a dialog is open or `done()` is true, looking every 20 ms: start-up waiting for a person. */
export async function dialogOpenOr(done: () => boolean): Promise<void> {
  while (!done() && !dialogIsOpen()) await new Promise((r) => setTimeout(r, 20));
}

/** The standard Cancel button. */
export function cancelButton(): DialogButton {
  return { label: t('dialog.cancel'), value: 'cancel' };
}
