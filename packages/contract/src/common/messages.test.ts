import { describe, expect, it } from 'vitest';
import {
  disposedAsWasteMessage,
  issuedToPatientMessage,
  MESSAGES,
  volumeExceedsMessage,
} from './messages.js';

describe('messages', () => {
  // The api and the web already show these; a changed letter would break clients that compare texts.
  it.each([
    ['loginInvalid', 'Enter valid email and password'],
    ['somethingWentWrong', 'Something went wrong'],
    ['enterValidId', 'Enter valid id'],
    ['invalidOtp', 'Invalid OTP'],
    ['passwordEmpty', 'Password is empty'],
    ['passwordMismatch', 'Password doesn’t match'],
    ['passwordWeak', 'Password doesn’t match the requirment'],
    ['invalidLink', 'Invalid link'],
    ['allFiledsRequired', 'All Fileds Is Required'],
    ['otpSent', 'OTP sent to email'],
    ['registered', 'User registered successfully, please check your email'],
    ['registeredFacilitator', 'User Camp org. / NGO registered successfully, please check your email'],
    ['newInstitutionAdded', 'New Institution added successfully'],
    ['checkDeclaration', 'Please check Declaration & Undertaking'],
    ['commentRequiredForDecline', '*Comment Is Required For Decline'],
    ['requestApproved', 'Request Approve Successfully!'],
    ['requestDeclined', 'Request Decline Successfully!'],
  ] as const)('%s reads %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    ['campAllFiledsRequired', 'All Fileds Is Required!'],
    ['donorDataFiledsRequired', 'All fileds are Required'],
    ['planTargetHint', 'Plan for & maximize this oppotunity'],
    ['mailInUse', 'You are trying to use an mail id which is already in use.'],
    ['planAdded', 'Plan Add Successfully!'],
    ['adminDeactivated', 'Deactive Admin'],
    ['noRecepient', 'No Recepient Available'],
    ['ngoCampCreated', 'Donation Camp Create successfully'],
  ] as const)('keeps the spec’s spelling in %s: %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('keeps the typographic apostrophe where the spec writes one, and the straight one where it does not', () => {
    expect(MESSAGES.passwordMismatch).toContain('’');
    expect(MESSAGES.noUnitsDashboard).toBe('Looks like you don’t have any unit');
    expect(MESSAGES.noUnitsInventory).toBe("Looks like you don't have any unit");
  });

  it('keeps both parts’ versions where they differ', () => {
    expect(MESSAGES.declined).toBe('Declined successfully!');
    expect(MESSAGES.inventoryDeclined).toBe('Declined successfully');
    expect(MESSAGES.assignDepute).toBe('Assign/Depute successfully');
    expect(MESSAGES.inventoryAssignDepute).toBe('Assign/Depute Successfully');
  });

  it('gives every key its own text, none padded with spaces', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toBe(text.trim());
  });

  it.each([
    [volumeExceedsMessage(1800), 'You cannot exceeds more than 1800 ml.'],
    [disposedAsWasteMessage(3, 'O+', 'Whole Blood'), '3 units of O+ Whole Blood disposed as waste'],
    [issuedToPatientMessage('A-', 'Plasma Fresh Frozen'), 'A- Plasma Fresh Frozen issued to patient'],
  ])('fills in %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
