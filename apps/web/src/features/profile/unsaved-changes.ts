import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { popups } from '../../components/popups';
import { readSession } from '../../lib/session';

/**
 * Asks before unsaved edits are thrown away: a link or the back button inside the app asks with our own
 * popup (React Router's blocker), a reload or closing the tab with the browser's own question
 * (`beforeunload`, whose wording browsers do not let a page choose).
 *
 * Nothing is asked once the session is gone (signed out, or ended by the server): the way to the sign-in
 * page must not be blocked by a question about a form that can no longer be saved.
 */
export function useUnsavedChangesPrompt(unsaved: boolean, what: string) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && readSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  const latest = useRef(blocker);
  latest.current = blocker;
  const asking = useRef(false);

  useEffect(() => {
    // Keyed on the blocked location as well as the state: a second attempt right after Stay can go
    // blocked → blocked without the state changing in between, and must still ask.
    if (blocker.state !== 'blocked' || !blocker.location || asking.current) return;
    asking.current = true;
    void popups
      .confirm({
        title: t('profile.unsaved.title', 'Leave without saving?'),
        text: what,
        confirmLabel: t('profile.unsaved.leave', 'Leave'),
        cancelLabel: t('profile.unsaved.stay', 'Stay'),
      })
      .then((leave) => {
        asking.current = false;
        const current = latest.current;
        if (current.state !== 'blocked') return;
        if (leave) current.proceed();
        else current.reset();
      });
  }, [blocker.state, blocker.location, t, what]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!readSession()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
