import { CONSUMPTION_GROUPS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettings, SETTINGS_PATHS, savedSettings } from './settings.fixtures';

configure({ asyncUtilTimeout: 4000 });

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** A box of a step that loads when the clerk reaches it. */
const loadedBox = async (name: string) => (await screen.findByRole('textbox', { name })) as HTMLInputElement;
const saveAndNext = () => screen.getByRole('button', { name: 'Save & Next' });

/** A blood centre that saved its general facts and a little consumption before. */
const SAVED = savedSettings({
  general: {
    openTime: '08:00-20:00',
    open24x7: true,
    sector: 'Charitable',
    licenceNumber: 'KA/BB/28C/114',
    licenceValidUntil: '2027-12-31',
    medicalOfficer: 'Dr Meera Iyer',
    componentSeparation: true,
    apheresis: false,
  },
  monthlyConsumption: { 'O+': { 'Whole Blood': 30, 'Red Cells': 120 } },
  infrastructure: { generator: { count: 1, capacity: 62.5 } },
});

describe('the settings wizard', { timeout: 30_000 }, () => {
  it('opens on the saved general facts, with its four steps', async () => {
    openSettings({ settings: SAVED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await stepHeading('General');
    const steps = within(screen.getByRole('navigation', { name: 'Settings steps' }));
    for (const title of ['General', 'Labs', 'Monthly inventory type', 'Infrastructure'])
      expect(steps.getByText(title)).toBeTruthy();
    expect(steps.getByRole('button', { name: /General/ }).getAttribute('aria-current')).toBe('step');
    expect(steps.getByRole('button', { name: /Labs/ }).getAttribute('aria-current')).toBeNull();

    expect(box('Opening hours').value).toBe('08:00-20:00');
    expect(box('Drug licence number (Form 28-C)').value).toBe('KA/BB/28C/114');
    expect(box('Licence valid until').value).toBe('31/12/2027');
    expect(box('Medical officer in charge').value).toBe('Dr Meera Iyer');
    expect((screen.getByRole('combobox', { name: 'Sector' }) as HTMLInputElement).value).toBe('Charitable');
    expect(screen.getByRole('checkbox', { name: /Open 24×7 for emergencies/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: /Component separation facility/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: /Apheresis facility/ })).toHaveProperty('checked', false);
  });

  it('walks Save & Next through the four steps and saves the whole settings object once, on the last', async () => {
    const { api, user } = openSettings({ settings: SAVED });
    await stepHeading('General');
    await user.clear(box('Medical officer in charge'));
    await user.type(box('Medical officer in charge'), 'Dr Arjun Rao');
    await user.click(screen.getByRole('checkbox', { name: /Apheresis facility/ }));

    await user.click(saveAndNext());
    expect(document.activeElement).toBe(await stepHeading('Labs'));

    await user.click(saveAndNext());
    await stepHeading('Average monthly consumption of inventory');
    expect((await loadedBox('O+ Red cells units a month')).value).toBe('120');
    await user.clear(box('O+ Red cells units a month'));
    await user.type(box('O+ Red cells units a month'), '140');
    await user.type(box('AB- Platelets units a month'), '3');

    await user.click(saveAndNext());
    await stepHeading('Infrastructure and equipment');
    for (const category of [
      'General Equipments',
      'Laboratory Equipments',
      'Component Preparation',
      'Infrastructure',
    ])
      expect(await screen.findByRole('heading', { level: 3, name: category })).toBeTruthy();
    expect(box('Output of Generator, in KWH').value).toBe('62.5');
    await user.clear(box('Number of Generator'));
    await user.type(box('Number of Generator'), '2');
    await user.type(box('Camp radius of Blood collection van, in Km.'), '40');
    expect(api.posts(SETTINGS_PATHS.edit)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeTruthy();

    const { labCriteria: _setByThePopup, ...parts } = SAVED;
    const expected = structuredClone(parts);
    expected.general.medicalOfficer = 'Dr Arjun Rao';
    expected.general.apheresis = true;
    expected.monthlyConsumption['O+']['Red Cells'] = 140;
    expected.monthlyConsumption['AB-'].Platelets = 3;
    expected.infrastructure.generator = { count: 2, capacity: 62.5 };
    expected.infrastructure.bloodCollectionVan = { count: 0, capacity: 40 };
    // The lab criteria are the popup's to save: the copy read on opening would undo a change made since.
    expect(api.posts(SETTINGS_PATHS.edit)).toEqual([{ settings: expected }]);
  });

  it('sends the monthly consumption as whole numbers, every group and component, an emptied box as 0', async () => {
    const { api, user } = openSettings({ settings: SAVED });
    await stepHeading('General');
    await user.click(saveAndNext());
    await stepHeading('Labs');
    await user.click(saveAndNext());
    await stepHeading('Average monthly consumption of inventory');
    await user.clear(box('O+ Whole Blood units a month'));
    await user.type(box('A+ Whole Blood units a month'), '25');
    await user.click(saveAndNext());
    await stepHeading('Infrastructure and equipment');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved successfully');

    const [body] = api.posts(SETTINGS_PATHS.edit) as { settings: typeof SAVED }[];
    const consumption = body?.settings.monthlyConsumption;
    expect(Object.keys(consumption ?? {})).toEqual([...CONSUMPTION_GROUPS]);
    for (const group of CONSUMPTION_GROUPS)
      for (const units of Object.values(consumption?.[group] ?? {})) expect(typeof units).toBe('number');
    expect(consumption?.['A+']['Whole Blood']).toBe(25);
    expect(consumption?.['O+']).toEqual({ 'Whole Blood': 0, Plasma: 0, Platelets: 0, 'Red Cells': 120 });
  });

  it('shows what was saved when the page is opened again', async () => {
    const first = openSettings();
    await stepHeading('General');
    await first.user.type(box('Drug licence number (Form 28-C)'), 'MH/28C/2031');
    await first.user.type(box('Licence valid until'), '01042028');
    for (const next of ['Labs', 'Average monthly consumption of inventory', 'Infrastructure and equipment']) {
      await first.user.click(saveAndNext());
      await stepHeading(next);
    }
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved successfully');
    expect(first.state.settings.general.licenceValidUntil).toBe('2028-04-01');
    first.unmount();

    openSettings({ settings: first.state.settings });
    await stepHeading('General');
    expect(box('Drug licence number (Form 28-C)').value).toBe('MH/28C/2031');
    expect(box('Licence valid until').value).toBe('01/04/2028');
  });

  it("checks a step's fields before moving on", async () => {
    const { api, user } = openSettings();
    await stepHeading('General');
    await user.type(box('Licence valid until'), '31022027');
    await user.click(saveAndNext());

    const date = box('Licence valid until');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter valid date')).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
    expect(api.posts(SETTINGS_PATHS.edit)).toEqual([]);

    await user.clear(date);
    await user.type(date, '28022027{Enter}');
    await stepHeading('Labs');
  });

  it('Cancel goes back a step, and from the first step home', async () => {
    const { router, user } = openSettings();
    await stepHeading('General');
    await user.click(saveAndNext());
    await stepHeading('Labs');
    await user.click(saveAndNext());
    await stepHeading('Average monthly consumption of inventory');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('Labs');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('General');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("says when the settings are not saved, in the server's words", async () => {
    const { user } = openSettings({
      editFailure: { status: 403, message: 'Only a blood centre has settings' },
    });
    await stepHeading('General');
    for (const next of ['Labs', 'Average monthly consumption of inventory', 'Infrastructure and equipment']) {
      await user.click(saveAndNext());
      await stepHeading(next);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only a blood centre has settings')).toBeTruthy();
    expect(screen.getByText('The settings were not saved')).toBeTruthy();
  });

  it("puts the server's field errors on their fields, on their step", async () => {
    const { user } = openSettings({
      editFailure: {
        status: 400,
        message: 'Validation failed',
        content: { errors: [{ field: 'settings.general.openTime', message: 'At most 60 characters' }] },
      },
    });
    await stepHeading('General');
    for (const next of ['Labs', 'Average monthly consumption of inventory', 'Infrastructure and equipment']) {
      await user.click(saveAndNext());
      await stepHeading(next);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await stepHeading('General');
    expect(await screen.findByText('At most 60 characters')).toBeTruthy();
    expect(box('Opening hours').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    openSettings({ settingsFailure: { status: 500, message: 'Database unavailable' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The settings could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
