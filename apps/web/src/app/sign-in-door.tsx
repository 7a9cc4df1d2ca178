import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoading } from './route-loading';

/** The address this document was loaded at, i.e. where the server answered the app's page. */
function documentPath(): string | null {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : null;
}

/** The way out of the app to another page; tests replace `load` to see where it would go. */
export const pageLoader = {
  load(url: string): void {
    window.location.replace(url);
  },
};

const samePath = (a: string, b: string | null) =>
  b !== null && a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * /login and /Super-Admin/login inside the app. The sign-in page is a page of its own, without React
 * (src/sign-in/, docs/decisions/0029-code-splitting.md), so arriving here — by a guard's `<Navigate>`
 * or a link — loads that address afresh, and the server answers the sign-in page.
 */
export function SignInDoor() {
  const { pathname, search } = useLocation();
  // The server answered the app itself for this address: loading it again would loop forever.
  const servedTheApp = samePath(pathname, documentPath());

  useEffect(() => {
    if (!servedTheApp) pageLoader.load(pathname + search);
  }, [servedTheApp, pathname, search]);

  if (servedTheApp) throw new Error(`The server answered the app instead of the sign-in page at ${pathname}`);
  return <ScreenLoading />;
}
