import { COMPONENTS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettings, SETTINGS_PATHS } from './settings.fixtures';

configure({ asyncUtilTimeout: 4000 });

/**
 * The "Public availability" card of /settings (issue 17, docs/decisions/0052): a box per component, ticked when
 * the public Find blood page counts it; saved on its own, apart from the wizard.
 */

const card = () => screen.findByRole('region', { name: 'Public availability' });
const box = (scope: HTMLElement, component: string) =>
  within(scope).getByRole('checkbox', { name: component }) as HTMLInputElement;

describe('the public availability card of the settings', { timeout: 20_000 }, () => {
  it('ticks every component the centre shows, and says what the public sees and never sees', async () => {
    openSettings({ hiddenComponents: ['Granulocyte Concentrates Irradiated', 'Haematopoetic Stem Cells'] });
    const region = await card();
    await within(region).findByRole('group', { name: 'Components shown to the public' });

    expect(
      within(region).getByText(
        /^Counts of units of the checked components are shown on the public Find blood page\. Unit numbers, donors and patients are never shown\./,
      ),
    ).toBeTruthy();
    expect(within(region).getAllByRole('checkbox')).toHaveLength(COMPONENTS.length);
    expect(box(region, 'Granulocyte Concentrates Irradiated').checked).toBe(false);
    expect(box(region, 'Haematopoetic Stem Cells').checked).toBe(false);
    expect(box(region, 'Whole Blood').checked).toBe(true);
    expect(box(region, 'Platelets Random Donor').checked).toBe(true);
    expect(within(region).getByText('14 of 16 shown')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Open the Find blood page' }).getAttribute('href')).toBe(
      '/blood-availability',
    );
  });

  it('saves the unticked components as hidden, at once and on its own, and says so', async () => {
    const { api, state, user } = openSettings({ hiddenComponents: ['Haematopoetic Stem Cells'] });
    const region = await card();
    await within(region).findByRole('group', { name: 'Components shown to the public' });

    await user.click(box(region, 'Plasma Cryo Poor'));
    await user.click(box(region, 'Haematopoetic Stem Cells'));
    await user.click(box(region, 'Cryoprecipitate'));
    expect(within(region).getByText('14 of 16 shown')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Save public view' }));

    expect(await screen.findByText('Public availability saved')).toBeTruthy();
    expect(api.posts(SETTINGS_PATHS.publicStock)).toEqual([
      { hiddenComponents: ['Cryoprecipitate', 'Plasma Cryo Poor'] },
    ]);
    expect(state.hiddenComponents).toEqual(['Cryoprecipitate', 'Plasma Cryo Poor']);
    // The wizard's settings object is not sent for it.
    expect(api.posts(SETTINGS_PATHS.edit)).toEqual([]);
    expect(box(region, 'Plasma Cryo Poor').checked).toBe(false);
    expect(box(region, 'Haematopoetic Stem Cells').checked).toBe(true);
  });

  it("says when the choice was not saved, in the server's words, and keeps the boxes as ticked", async () => {
    const { user } = openSettings({
      publicStockFailure: { status: 403, message: 'Only a blood centre chooses what the public sees' },
    });
    const region = await card();
    await within(region).findByRole('group', { name: 'Components shown to the public' });
    await user.click(box(region, 'Whole Blood'));
    await user.click(within(region).getByRole('button', { name: 'Save public view' }));

    expect(await screen.findByText('Only a blood centre chooses what the public sees')).toBeTruthy();
    expect(screen.getByText('The public availability was not saved')).toBeTruthy();
    expect(box(region, 'Whole Blood').checked).toBe(false);
  });
});
