import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  blockPeriodDaysSchema,
  emailSchema,
  inputDateSchema,
  isStrongPassword,
  isValidBlockPeriodDays,
  isValidEmail,
  isValidOtp,
  isValidPhone,
  otpSchema,
  phoneSchema,
  strongPasswordSchema,
} from './validation.js';

describe('password strength', () => {
  it.each([
    ['Raktsetu@1', true],
    ['Aa1#aaaa', true],
    ['Aa1-aaaa', true],
    ['Aa1^bbbb', true],
    ['Aa1#aaa', false], // seven characters
    ['aa1#aaaa', false], // no upper case
    ['AA1#AAAA', false], // no lower case
    ['Aaa#aaaa', false], // no digit
    ['Aa1aaaaa', false], // no special character
    ['Aa1_aaaa', false], // "_" is not one of the listed specials
    ['Aa1 aaaa', false], // nor is a space
    ['', false],
  ])('%j is strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('explains itself with the spec’s texts', () => {
    expect(strongPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('Password is empty');
    expect(strongPasswordSchema.safeParse('password').error?.issues[0]?.message).toBe(
      'Password doesn’t match the requirment',
    );
    expect(strongPasswordSchema.safeParse('Raktsetu@1').success).toBe(true);
  });
});

describe('phone numbers', () => {
  it.each([
    ['9876543210', true],
    ['01123456789', true],
    ['987654321', false],
    ['987654321012', false],
    ['+919876543210', false],
    ['98765 43210', false],
    ['98765O3210', false],
    ['', false],
  ])('%j is valid: %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });

  it('trims before checking and names the problem', () => {
    expect(phoneSchema.parse(' 9876543210 ')).toBe('9876543210');
    expect(phoneSchema.safeParse('12345').error?.issues[0]?.message).toBe(MESSAGES.invalidPhone);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['donor@example.com', true],
    ['first.last+camp@blood-bank.org.in', true],
    ["o'neil@example.in", true],
    ['a@b.co', true],
    ['plainaddress', false],
    ['@example.com', false],
    ['donor@', false],
    ['donor@example', false],
    ['donor@example.c', false],
    ['donor@@example.com', false],
    ['do nor@example.com', false],
    ['.donor@example.com', false],
    ['donor.@example.com', false],
    ['do..nor@example.com', false],
    ['donor@-example.com', false],
    ['donor@example..com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`donor@${'a'.repeat(250)}.com`, false],
  ])('%j is valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('answers "Invalid email!" as the add-donor form does', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email!');
    expect(emailSchema.parse(' donor@example.com ')).toBe('donor@example.com');
  });
});

describe('temporary block period', () => {
  it.each([
    ['1', true],
    ['90', true],
    ['182', true],
    ['183', false], // above 182.5, more than six months
    ['182.5', false], // not digits only
    ['0', false], // blocks nothing
    ['-5', false],
    ['12a', false],
    [' 12', false],
    ['', false],
    [182, true],
    [183, false],
    [12.5, false],
  ])('%j days is valid: %s', (value, expected) => {
    expect(isValidBlockPeriodDays(value)).toBe(expected);
  });

  it('hands the api a number of days', () => {
    expect(blockPeriodDaysSchema.parse(' 30 ')).toBe(30);
    expect(blockPeriodDaysSchema.safeParse('183').error?.issues[0]?.message).toBe(
      MESSAGES.invalidBlockPeriod,
    );
  });
});

describe('one-time codes', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%j is valid: %s', (otp, expected) => {
    expect(isValidOtp(otp)).toBe(expected);
  });

  it('says "Invalid OTP"', () => {
    expect(otpSchema.safeParse('12').error?.issues[0]?.message).toBe('Invalid OTP');
  });
});

describe('typed dates', () => {
  it.each([
    ['05/03/2026', true],
    ['31/02/2026', false],
  ])('%j is accepted: %s', (text, expected) => {
    expect(inputDateSchema.safeParse(text).success).toBe(expected);
  });
});
