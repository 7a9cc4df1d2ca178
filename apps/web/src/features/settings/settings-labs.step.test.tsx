import { KEY_MEMBER_MESSAGES } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labMember, openSettings, SETTINGS_PATHS } from './settings.fixtures';

configure({ asyncUtilTimeout: 4000 });

/** The clerk opens the settings and moves on to the labs step. */
async function openLabs(members = [labMember(1), labMember(2, { confirmed: false })]) {
  const opened = openSettings({ members });
  await screen.findByRole('heading', { level: 2, name: 'General' });
  await opened.user.click(screen.getByRole('button', { name: 'Save & Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Labs' });
  return opened;
}

const labsTable = () => screen.findByRole('table', { name: 'Associated Labs' });
const rowOf = async (labName: string) =>
  (await within(await labsTable()).findByRole('rowheader', { name: labName })).closest('tr') as HTMLElement;
const addForm = () => within(screen.getByRole('region', { name: 'Add more labs' }) as HTMLElement);

describe('the labs step of the settings', { timeout: 30_000 }, () => {
  it('lists the associated labs: number, lab name, representative, e-mail, and who has not set a password', async () => {
    const { api } = await openLabs();
    const table = await labsTable();
    await within(table).findByRole('rowheader', { name: 'Lab 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Lab Name', 'Username', 'Email', 'Delete']);
    const first = await rowOf('Lab 1');
    expect(within(first).getByText('1')).toBeTruthy();
    expect(within(first).getByText('Rep 1 Kumar')).toBeTruthy();
    expect(within(first).getByText(/lab1@/)).toBeTruthy();
    expect(within(first).queryByText('Link sent')).toBeNull();
    expect(within(await rowOf('Lab 2')).getByText('Link sent')).toBeTruthy();
    expect(api.gets(SETTINGS_PATHS.members)).toEqual([{ designation: 'labMember' }]);
  });

  it('says so when no lab is added yet', async () => {
    await openLabs([]);
    expect(await screen.findByText('No labs added yet')).toBeTruthy();
  });

  it('refuses an empty or wrong field with "Enter valid data", sending nothing', async () => {
    const { api, user } = await openLabs();
    const form = addForm();
    await user.type(form.getByRole('textbox', { name: 'Lab Name' }), 'City Pathology');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Add' }));

    expect(form.getAllByText(KEY_MEMBER_MESSAGES.invalid)).toHaveLength(2);
    const representative = form.getByRole('textbox', { name: 'Name of representative' });
    expect(representative.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(representative);
    expect(form.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(SETTINGS_PATHS.add)).toEqual([]);
  });

  it("adds a lab, shows the server's message and lists it", async () => {
    const { api, user } = await openLabs();
    const form = addForm();
    await user.type(form.getByRole('textbox', { name: 'Lab Name' }), 'City Pathology');
    await user.type(form.getByRole('textbox', { name: 'Name of representative' }), 'Sunita Desai');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'sunita@citypath.in');
    await user.click(form.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Lab member added successfully')).toBeTruthy();
    expect(api.posts(SETTINGS_PATHS.add)).toEqual([
      {
        labName: 'City Pathology',
        firstName: 'Sunita Desai',
        lastName: '',
        email: 'sunita@citypath.in',
        designation: 'labMember',
      },
    ]);
    const added = await rowOf('City Pathology');
    expect(within(added).getByText('3')).toBeTruthy();
    expect(within(added).getByText('Sunita Desai')).toBeTruthy();
    expect(within(added).getByText('Link sent')).toBeTruthy();
    expect((form.getByRole('textbox', { name: 'Lab Name' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the duplicate e-mail refusal (409) at the e-mail', async () => {
    const { api, user } = await openLabs();
    const form = addForm();
    await user.type(form.getByRole('textbox', { name: 'Lab Name' }), 'Second Lab');
    await user.type(form.getByRole('textbox', { name: 'Name of representative' }), 'Anil Shah');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'lab1@example.org');
    await user.click(form.getByRole('button', { name: 'Add' }));

    expect(await form.findByText(KEY_MEMBER_MESSAGES.emailInUse)).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(SETTINGS_PATHS.add)).toHaveLength(1);
    expect(within(await labsTable()).queryByRole('rowheader', { name: 'Second Lab' })).toBeNull();
  });

  it('asks "Do you want to delete?" before removing a lab, and removes it by its id', async () => {
    const { api, user } = await openLabs();
    await user.click(within(await rowOf('Lab 2')).getByRole('button', { name: 'Delete lab2@example.org' }));
    const ask = await screen.findByRole('dialog', { name: KEY_MEMBER_MESSAGES.deletePrompt });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.gets(SETTINGS_PATHS.remove)).toEqual([]);

    await user.click(within(await rowOf('Lab 2')).getByRole('button', { name: 'Delete lab2@example.org' }));
    const again = await screen.findByRole('dialog', { name: KEY_MEMBER_MESSAGES.deletePrompt });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Lab member deleted successfully')).toBeTruthy();
    expect(api.gets(SETTINGS_PATHS.remove)).toEqual([{ id: 'member-2' }]);
    await within(await labsTable()).findByRole('rowheader', { name: 'Lab 1' });
    expect(within(await labsTable()).queryByRole('rowheader', { name: 'Lab 2' })).toBeNull();
  });

  it('opens the lab test criteria popup', async () => {
    const { user } = await openLabs();
    await user.click(screen.getByRole('button', { name: 'Set Lab Test Criteria' }));
    const popup = await screen.findByRole('dialog', { name: 'Set Lab Test Criteria' });
    expect(await within(popup).findByRole('table', { name: 'Lab test criteria' })).toBeTruthy();
  });
});
