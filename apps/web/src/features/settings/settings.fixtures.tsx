import { notifications } from '@mantine/notifications';
import {
  type Component,
  DEFAULT_LAB_CRITERIA,
  type InstitutionSettings,
  type InstitutionSettingsInput,
  institutionSettingsSchema,
  KEY_MEMBER_MESSAGES,
  LAB_MEMBER_DESIGNATION,
  type LabMember,
} from '@raktsetu/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { profileAnswer } from '../../test/institution-fixtures';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { SettingsPage } from './settings.pages';

/** Test data and a fake server for the settings wizard's tests (tests only). */

export const SETTINGS_PATHS = {
  settings: '/api/institution/settings',
  edit: '/api/institution/edit',
  members: '/api/institution/get-keymembers',
  add: '/api/institution/add-keymembers',
  remove: '/api/institution/delete-keymembers',
  criteria: '/api/institution/lab-criteria/list',
  publicStock: '/api/institution/public-stock',
} as const;

// Notifications live in a store of their own, outside the rendered tree: each test starts with none.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** Settings as the server answers them: every part filled with its default, the lab criteria included. */
export function savedSettings(parts: InstitutionSettingsInput = {}): InstitutionSettings {
  return { ...institutionSettingsSchema.parse(parts), labCriteria: [...DEFAULT_LAB_CRITERIA] };
}

/** Lab member n: "Lab n" represented by "Rep n Kumar", mailed at lab<n>@example.org, password set. */
export function labMember(n: number, overrides: Partial<LabMember> = {}): LabMember {
  return {
    _id: `member-${n}`,
    labName: `Lab ${n}`,
    firstName: `Rep ${n}`,
    lastName: 'Kumar',
    email: `lab${n}@example.org`,
    designation: LAB_MEMBER_DESIGNATION,
    confirmed: true,
    addedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

interface FakeServer {
  settings?: InstitutionSettings;
  members?: LabMember[];
  /** Answers every GET of the settings with this failure. */
  settingsFailure?: FakeAnswer;
  /** Answers POST institution/edit with this failure. */
  editFailure?: FakeAnswer;
  /** The components kept out of the public Find blood page. */
  hiddenComponents?: Component[];
  /** Answers POST institution/public-stock with this failure. */
  publicStockFailure?: FakeAnswer;
}

/**
 * A blood centre's clerk at /settings (home is at /), the server keeping what is saved: the settings of an edit,
 * the members added (409 for an e-mail already in use) and removed, the components hidden from the public.
 */
export function openSettings(server: FakeServer = {}) {
  signInInstitution('BloodBank', 'Sahyadri Blood Centre');
  const state = {
    settings: server.settings ?? savedSettings(),
    members: [...(server.members ?? [])],
    hiddenComponents: [...(server.hiddenComponents ?? [])],
  };
  const profile = profileAnswer('BloodBank', 'Sahyadri Blood Centre').body.content.data;
  const api = fakeApi({
    [`GET ${SETTINGS_PATHS.settings}`]: () =>
      server.settingsFailure ?? { message: 'Settings', content: { data: state.settings } },
    [`POST ${SETTINGS_PATHS.edit}`]: (request: FakeRequest) => {
      if (server.editFailure) return server.editFailure;
      const { settings } = request.body as { settings: InstitutionSettingsInput };
      state.settings = { ...savedSettings(settings), labCriteria: state.settings.labCriteria ?? [] };
      return { message: 'Settings saved successfully', content: { data: profile } };
    },
    [`GET ${SETTINGS_PATHS.members}`]: () => ({ message: 'Lab members', content: { data: state.members } }),
    [`POST ${SETTINGS_PATHS.add}`]: (request) => {
      const body = request.body as { labName: string; firstName: string; email: string };
      if (state.members.some((member) => member.email === body.email)) {
        return { status: 409, message: KEY_MEMBER_MESSAGES.emailInUse };
      }
      const added = labMember(state.members.length + 1, { ...body, lastName: '', confirmed: false });
      state.members.push(added);
      return { message: 'Lab member added successfully', content: { data: added } };
    },
    [`GET ${SETTINGS_PATHS.remove}`]: (request) => {
      state.members = state.members.filter((member) => member._id !== request.query.id);
      return { message: 'Lab member deleted successfully', content: { data: { _id: request.query.id } } };
    },
    [`GET ${SETTINGS_PATHS.publicStock}`]: () => ({
      message: 'Public stock settings',
      content: { data: { hiddenComponents: state.hiddenComponents } },
    }),
    [`POST ${SETTINGS_PATHS.publicStock}`]: (request) => {
      if (server.publicStockFailure) return server.publicStockFailure;
      state.hiddenComponents = [
        ...(request.body as { hiddenComponents: Component[] }).hiddenComponents,
      ].sort();
      return { message: 'Saved', content: { data: { hiddenComponents: state.hiddenComponents } } };
    },
    [`GET ${SETTINGS_PATHS.criteria}`]: () => ({
      message: 'Lab criteria',
      content: { labCriteria: DEFAULT_LAB_CRITERIA },
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  const rendered = render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...rendered, api, router, state, user: userEvent.setup() };
}
