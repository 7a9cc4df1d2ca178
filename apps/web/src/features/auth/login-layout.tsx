import { Box, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './login-layout.module.css';
import { MarketingPanel } from './marketing-panel';
import { MobileOverlay } from './mobile-overlay';

/** Both login pages: the marketing panel beside the form, and the phone overlay. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" className={classes.layout}>
      <Box visibleFrom="md" className={classes.panel}>
        <MarketingPanel />
      </Box>
      <Box className={classes.form} p={{ base: 'md', sm: 'xl' }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
          {children}
        </Paper>
      </Box>
      <MobileOverlay />
    </Box>
  );
}
