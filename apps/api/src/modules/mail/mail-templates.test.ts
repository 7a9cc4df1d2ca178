import { authEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signedInInstitution } from '../../test/callers.js';
import { lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailTemplates } from './mail-templates.js';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('every mail, in English and in Hindi', () => {
  const samples = {
    registrationReceived: mailTemplates.registrationReceived('a@example.in', 'Sahyadri Blood Centre'),
    registrationWithKnownEmail: mailTemplates.registrationWithKnownEmail(
      'a@example.in',
      'Sahyadri',
      'https://x.in',
    ),
    institutionApproved: mailTemplates.institutionApproved('a@example.in', 'Sahyadri', 'https://x.in/l'),
    labMemberAdded: mailTemplates.labMemberAdded('a@example.in', 'Sahyadri', 'Serology', 'https://x.in/l'),
    institutionDeclined: mailTemplates.institutionDeclined(
      'a@example.in',
      'Sahyadri',
      'Blurred',
      'https://x.in',
    ),
    campRequested: mailTemplates.campRequested(
      'a@example.in',
      { ngoName: 'Seva', centreName: 'Sahyadri', campName: 'Ganesh camp', day: '01/12/2026', venue: 'Hall' },
      'https://x.in',
    ),
    campAnswered: mailTemplates.campAnswered(
      'a@example.in',
      { centreName: 'Sahyadri', campName: 'Ganesh camp', day: '01/12/2026', declineComment: null },
      'https://x.in',
    ),
    donorVerificationCode: mailTemplates.donorVerificationCode('a@example.in', '482913', 'Sahyadri', 10),
    passwordResetCode: mailTemplates.passwordResetCode('a@example.in', '482913', 10),
    donorEligibleAgain: mailTemplates.donorEligibleAgain('a@example.in', {
      firstName: 'Asha',
      day: '2026-12-01',
    }),
    campNearby: mailTemplates.campNearby('a@example.in', 'Asha', {
      campName: 'Ganesh camp',
      day: '2026-12-01',
      hours: '09:00–15:00',
      venue: 'Town Hall',
      city: 'Pune',
      organiser: 'Seva Trust',
      bloodBank: 'Sahyadri',
    }),
    administratorAdded: mailTemplates.administratorAdded(
      'a@example.in',
      { firstName: 'Ravi', addedBy: 'Asha Verma', link: 'https://x.in/l', linkDays: 7 },
      'https://x.in',
    ),
  };

  it.each(Object.entries(samples))(
    '%s holds both languages, English first for a recipient who chose none',
    (_, mail) => {
      const [first, second] = mail.text.split('————————————————————');
      expect(DEVANAGARI.test(first ?? '')).toBe(false);
      expect(DEVANAGARI.test(second ?? '')).toBe(true);
      expect(mail.subject).toMatch(/^RaktSetu: /);
    },
  );

  it('puts Hindi first, with a Hindi subject, for a recipient who chose Hindi — the code the same in both', () => {
    const mail = mailTemplates.passwordResetCode('a@example.in', '482913', 10, 'hi');
    expect(mail.subject).toBe('रक्तसेतु: आपका पासवर्ड रीसेट कोड');
    const [hindi, english] = mail.text.split('————————————————————');
    expect(hindi).toContain('482913');
    expect(english).toContain('Your RaktSetu password reset code is 482913.');
  });
});

describe('the language a mail is written in first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the one the person chose for their account', async () => {
    const clerk = await signedInInstitution(t);
    await clerk.call(authEndpoints.language, { language: 'hi' });

    await anonymous(t).call(authEndpoints.forgotPassword, { loginId: clerk.account.loginId });

    const mail = await lastMailTo(t, clerk.account.loginId);
    expect(mail.subject).toBe('रक्तसेतु: आपका पासवर्ड रीसेट कोड');
  });
});
