import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { BusyOverlay } from '../components/global-loading';

/** The first screen's code is still on its way: a loader on an otherwise empty page, announced. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" role="status" aria-live="polite">
      <Loader size="lg" type="dots" />
      <VisuallyHidden>{t('common.loading', 'Loading…')}</VisuallyHidden>
    </Center>
  );
}

/**
 * The frame of every route. Opening a screen for the first time fetches its code: the current screen
 * stays, covered like during any call, so a second click does not look needed.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && <BusyOverlay />}
    </>
  );
}
