// Modal dialogs through sweetalert2, fetched only when a dialog is actually needed.
import type SwalDefault from 'sweetalert2';
import type { SweetAlertOptions } from 'sweetalert2';
import { readBoot } from './hydration';
import { loadStylesheet } from './stylesheet';
import { type MessageId, messageText } from './i18n';

type Swal = typeof SwalDefault;
let loading: Promise<Swal> | undefined;

/** The script without its injected <style> (our CSP allows only our own style sheets) plus its CSS file. */
function loadSwal(): Promise<Swal> {
  loading ??= Promise.all([
    import('./sweetalert') as Promise<{ default: Swal }>,
    // The page's boot data names the hashed style sheet.
    loadStylesheet(readBoot().config.dialogsCss),
  ]).then(([module]) => module.default);
  return loading;
}

/** The dialogs' own words in the page's language (a caller's title and text are the caller's). */
async function words<K extends string>(ids: Record<K, MessageId>): Promise<Record<K, string>> {
  const entries = await Promise.all(Object.entries<MessageId>(ids).map(async ([key, id]) => [key, await messageText(id)] as const));
  return Object.fromEntries(entries) as Record<K, string>;
}

const buttons = { ok: 'dialog.ok', cancel: 'dialog.cancel' } as const satisfies Record<string, MessageId>;

async function fire(options: SweetAlertOptions) {
  const Swal = await loadSwal();
  return Swal.fire({ buttonsStyling: false, customClass: { confirmButton: 'btn btn-primary', cancelButton: 'btn btn-ghost', denyButton: 'btn btn-danger' }, ...options });
}

let serverErrorOpen = false;
let tokenDialog: Promise<boolean> | undefined;

export const dialogs = {
  /** 401 while signed in. Resolves true when the user chose OK. One dialog however many calls fail. */
  tokenExpired(): Promise<boolean> {
    tokenDialog ??= words({ ...buttons, title: 'dialog.tokenTitle', text: 'dialog.tokenText' })
      .then((w) =>
        fire({
          icon: 'warning',
          title: w.title,
          text: w.text,
          showCancelButton: true,
          reverseButtons: true,
          confirmButtonText: w.ok,
          cancelButtonText: w.cancel,
        }),
      )
      .then((result) => result.isConfirmed)
      .finally(() => {
        tokenDialog = undefined;
      });
    return tokenDialog;
  },

  get serverErrorOpen(): boolean {
    return serverErrorOpen;
  },

  /** A 5xx: an HTML body is shown full screen (sandboxed), anything else as a short error. One at a time. */
  async serverError(html: string | null): Promise<void> {
    if (serverErrorOpen) return;
    serverErrorOpen = true;
    try {
      const w = await words({ ok: 'dialog.ok', frame: 'dialog.serverErrorFrame', title: 'dialog.errorTitle', text: 'dialog.errorText' });
      if (html !== null) {
        const frame = document.createElement('iframe');
        frame.setAttribute('sandbox', '');
        frame.setAttribute('title', w.frame);
        frame.className = 'server-error-frame';
        frame.srcdoc = html;
        await fire({
          html: frame,
          width: '100%',
          showConfirmButton: false,
          showCloseButton: true,
          customClass: { popup: 'server-error-popup' },
        });
      } else {
        await fire({ icon: 'error', title: w.title, text: w.text, confirmButtonText: w.ok });
      }
    } finally {
      serverErrorOpen = false;
    }
  },

  /** A short message with one OK button, e.g. why something could not be done. */
  async notice(options: { title: string; text: string; icon?: 'info' | 'warning' | 'error' }): Promise<void> {
    const w = await words(buttons);
    await fire({ icon: options.icon ?? 'info', title: options.title, text: options.text, confirmButtonText: w.ok });
  },

  async confirm(options: { title: string; text?: string; confirmText?: string; danger?: boolean }): Promise<boolean> {
    const w = await words(buttons);
    const result = await fire({
      icon: options.danger ? 'warning' : 'question',
      title: options.title,
      text: options.text,
      showCancelButton: true,
      reverseButtons: true,
      focusCancel: options.danger === true,
      confirmButtonText: options.confirmText ?? w.ok,
      cancelButtonText: w.cancel,
      customClass: { confirmButton: options.danger ? 'btn btn-danger' : 'btn btn-primary', cancelButton: 'btn btn-ghost' },
    });
    return result.isConfirmed;
  },

  /**
   * Asks for one value. E-mail and URL inputs are checked by pattern with sweetalert2's own messages
   * ('Invalid email address', 'Invalid URL').
   */
  async prompt(options: {
    title: string;
    /** A sentence under the title, e.g. what the value is for. */
    text?: string;
    input: 'text' | 'email' | 'url' | 'textarea' | 'date';
    label?: string;
    value?: string;
    confirmText?: string;
    /** Returns a message to show under the input, or null when the value is fine. */
    validate?: (value: string) => string | null;
  }): Promise<string | null> {
    const w = await words(buttons);
    const result = await fire({
      title: options.title,
      text: options.text,
      input: options.input,
      inputLabel: options.label,
      inputValue: options.value ?? '',
      ...(options.validate ? { inputValidator: (value: string) => options.validate!(value) } : {}),
      showCancelButton: true,
      reverseButtons: true,
      confirmButtonText: options.confirmText ?? w.ok,
      cancelButtonText: w.cancel,
    });
    return result.isConfirmed ? String(result.value ?? '') : null;
  },
};
