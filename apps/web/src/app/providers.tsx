import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalLoading } from '../components/global-loading';
import { PopupHost } from '../components/popups';
import { i18n } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions so tests see popups open and close at once. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          {children}
          <GlobalLoading />
          <PopupHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
