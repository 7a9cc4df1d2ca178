import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { pageLoader } from '../app/sign-in-door';
import { popups } from '../components/popups';
import { i18n } from '../lib/i18n';
import { fakeChatServer } from './fake-socket';

// No test opens a real connection: the chat's socket is a fake the chat's tests play the server of.
vi.mock('socket.io-client', () => import('./fake-socket'));

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "desktop, nothing moves".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom cannot load another page; the app's sign-in routes only ask for one (app/sign-in-door.tsx).
beforeEach(() => {
  vi.spyOn(pageLoader, 'load').mockImplementation(() => {});
});

// The test files of a worker share its page and modules (docs/decisions/0053): each test leaves them as it found
// them — English, nothing left in the body, real timers.
afterEach(async () => {
  cleanup();
  popups.closeAll();
  notifications.clean();
  document.body.innerHTML = '';
  vi.useRealTimers();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  fakeChatServer.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
