import { matchPath } from 'react-router';
import { i18n } from '../lib/i18n';
import { NOT_FOUND_PATH, ROUTE_ACCESS, type RouteRule } from './route-access';

const BRAND = 'RaktSetu';

/** The table's rule for an address, as the router would match it (case-insensitive); else not found. */
export function ruleFor(pathname: string): RouteRule | undefined {
  return (
    ROUTE_ACCESS.find(
      (rule) => rule.path !== NOT_FOUND_PATH && matchPath({ path: rule.path, end: true }, pathname),
    ) ?? ROUTE_ACCESS.find((rule) => rule.path === NOT_FOUND_PATH)
  );
}

/**
 * "Inventory · RaktSetu": a person with many tabs open, or a screen reader announcing the page, learns
 * which screen this is before reading it (WCAG 2.4.2 Page Titled).
 */
export function documentTitleFor(pathname: string): string {
  const rule = ruleFor(pathname);
  return rule ? `${i18n.t(rule.title[0], rule.title[1])} · ${BRAND}` : BRAND;
}

interface ObservableRouter {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Keeps the document's title and language in step with the router and the language switch; returns the
 * unsubscribe. Kept apart from the route elements so lazily loaded screens get their title without doing
 * anything.
 */
export function followRouter(router: ObservableRouter): () => void {
  const apply = (pathname: string) => {
    document.documentElement.lang = i18n.language || 'en';
    document.title = documentTitleFor(pathname);
  };
  apply(router.state.location.pathname);
  const onLanguageChanged = () => apply(router.state.location.pathname);
  i18n.on('languageChanged', onLanguageChanged);
  const unsubscribe = router.subscribe((state) => apply(state.location.pathname));
  return () => {
    unsubscribe();
    i18n.off('languageChanged', onLanguageChanged);
  };
}
