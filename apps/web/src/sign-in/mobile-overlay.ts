import type { Language } from '@raktsetu/contract';
import { dropIcon, h } from './dom';
import { type LiveTexts, t } from './i18n';
import { languageSwitch } from './language-switch';

/**
 * Remembered per browser: someone who chose to go on with a phone is not asked again. The same key and
 * value as the app's overlay (apps/web/src/features/auth/mobile-overlay.tsx), so either page remembers it.
 */
export const MOBILE_OVERLAY_DISMISSED_KEY = 'auth.mobileOverlayDismissed';

/** Below 768 px, the width where Mantine's `sm` starts: a phone rather than a tablet or a computer. */
const PHONE_QUERY = '(max-width: 47.99em)';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(MOBILE_OVERLAY_DISMISSED_KEY, 'true');
  } catch {
    // Storage blocked: the overlay is gone for this page and comes back on the next one.
  }
}

export interface MobileOverlay {
  element: HTMLElement;
  /** Shows the overlay if this is a phone-sized screen and nobody dismissed it here before. */
  start(): void;
  stop(): void;
}

export interface MobileOverlayOptions {
  /** The page's texts, which the overlay's follow too. */
  texts: LiveTexts;
  /** What the language switch does (the page's: load, remember, say when that failed). */
  chooseLanguage: (language: Language) => void;
  /** The way to the public blood search, for someone who needs blood rather than an account. */
  withFindBlood: boolean;
}

/**
 * On phone-sized screens the login pages ask the person to use a desktop, and point donors and patients to
 * the mobile app (docs/spec/part-1-institution-side.md §1); someone looking for blood for a patient finds
 * the public search from here, and someone who reads Hindi switches before reading on. It can be
 * dismissed — with its button, Escape, or a click beside it — because a clerk on a tablet in a camp may
 * still need in. While it is open the page behind it is inert, so keyboard and screen reader stay in the
 * dialog, as in any popup of the app.
 */
export function mobileOverlay(background: HTMLElement, options: MobileOverlayOptions): MobileOverlay {
  const { texts } = options;
  const media = window.matchMedia(PHONE_QUERY);
  let dismissed = wasDismissed();
  let open = false;
  let focusBefore: Element | null = null;

  const button = h(
    'button',
    { type: 'button', class: 'rs-button-default' },
    texts.text(() => t('auth.mobile.continue', 'Continue on this device')),
  );
  const findBlood =
    options.withFindBlood &&
    h(
      'div',
      { class: 'rs-register' },
      h(
        'p',
        {},
        texts.text(() => t('auth.lookingForBlood', 'Looking for blood for a patient?')),
      ),
      h(
        'a',
        { class: 'rs-link rs-strong', href: '/blood-availability' },
        texts.text(() => t('auth.findBloodLink', 'Find blood near you')),
      ),
    );
  const dialog = h(
    'section',
    {
      class: 'rs-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'rs-mobile-title',
      'aria-describedby': 'rs-mobile-body',
      tabindex: '-1',
    },
    h('div', { class: 'rs-dialog-top' }, languageSwitch(texts, options.chooseLanguage)),
    h(
      'div',
      { class: 'rs-dialog-body' },
      h('div', { class: 'rs-dialog-icon', 'aria-hidden': 'true' }, dropIcon(28)),
      h(
        'h2',
        { class: 'rs-dialog-title', id: 'rs-mobile-title' },
        texts.text(() => t('auth.mobile.title', 'Please use a desktop or laptop')),
      ),
      // The description is the two paragraphs, not the controls after them.
      h(
        'div',
        { id: 'rs-mobile-body', class: 'rs-dialog-text' },
        h(
          'p',
          {},
          texts.text(() =>
            t(
              'auth.mobile.institutions',
              'The RaktSetu website is made for blood banks, hospitals and NGOs working at a computer.',
            ),
          ),
        ),
        h(
          'p',
          { class: 'rs-dimmed' },
          texts.text(() =>
            t(
              'auth.mobile.app',
              'Donors, patients and social workers: download the RaktSetu mobile app from your phone’s app store.',
            ),
          ),
        ),
      ),
      findBlood,
      button,
    ),
  );
  const frame = h('div', { class: 'rs-dialog-frame' }, dialog);
  const element = h('div', { class: 'rs-overlay', hidden: true }, h('div', { class: 'rs-backdrop' }), frame);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  };

  /** Tab goes round the dialog's controls (language, Find blood, Continue), never to the page behind. */
  function keepTabInside(event: KeyboardEvent): void {
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, a[href]')];
    const first = controls[0];
    const last = controls.at(-1);
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && (at <= 0 || !first)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (at === -1 || at === controls.length - 1)) {
      event.preventDefault();
      first?.focus();
    }
  }

  function show(): void {
    open = true;
    focusBefore = document.activeElement;
    element.hidden = false;
    background.setAttribute('inert', '');
    document.documentElement.classList.add('rs-scroll-locked');
    document.addEventListener('keydown', onKeyDown);
    // Focus starts on the way out, so Enter or Space goes on at once.
    button.focus();
  }

  function hide(): void {
    open = false;
    element.hidden = true;
    background.removeAttribute('inert');
    document.documentElement.classList.remove('rs-scroll-locked');
    document.removeEventListener('keydown', onKeyDown);
    if (focusBefore instanceof HTMLElement && focusBefore.isConnected) focusBefore.focus();
  }

  function update(): void {
    const wanted = media.matches && !dismissed;
    if (wanted && !open) show();
    else if (!wanted && open) hide();
  }

  function dismiss(): void {
    dismissed = true;
    rememberDismissed();
    update();
  }

  button.addEventListener('click', dismiss);
  frame.addEventListener('click', (event) => {
    if (event.target === frame) dismiss();
  });

  return {
    element,
    start() {
      // A window made narrower (or wider) shows (or hides) it, as the app's media queries do.
      media.addEventListener('change', update);
      update();
    },
    stop() {
      media.removeEventListener('change', update);
      if (open) hide();
    },
  };
}
