import { permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdminScreen } from './billing.fixtures';

configure({ asyncUtilTimeout: 3000 });

describe('the super-admin Configuration screen', () => {
  it('says honestly that configuration arrives later, with nothing to change', async () => {
    openAdminScreen('/Super-Admin/Configration');
    expect(await screen.findByRole('heading', { name: 'Configuration', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Configuration arrives later', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('is only for administrators with a flag on configurations', async () => {
    const { router } = openAdminScreen('/Super-Admin/Configration', {
      permissions: {
        ...permissionsAtLevel('Full Permission'),
        configurations: permissionsAtLevel('None').configurations,
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/Super-Admin/Dashboard');
  });
});
