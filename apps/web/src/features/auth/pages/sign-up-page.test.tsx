import { MSG } from '@campus/shared/messages';
import { describe, expect, it } from 'vitest';
import { validateRegistration } from './sign-up-page';

const valid = { fullName: 'Sadia Islam', contactNo: '01712345678', session: '2021-22', departmentId: '3' };

describe('registration form rules (product §5)', () => {
  it('accepts a complete form with a profile picture', () => {
    expect(validateRegistration(valid, true)).toEqual({});
  });

  it.each(['0171234567', '01212345678', '0171234567a', '+8801712345678'])('rejects contact number %s', (contactNo) => {
    expect(validateRegistration({ ...valid, contactNo }, true).contactNo).toBe(MSG.invalidContactNo);
  });

  it('requires the profile picture, full name, session and department with the SPEC wording', () => {
    const errors = validateRegistration(
      { fullName: '', contactNo: '01812345678', session: '', departmentId: '' },
      false,
    );
    expect(errors).toEqual({
      profilePic: 'Please fill out the Profile Picture field.',
      fullName: 'Please fill out the Full Name field.',
      session: 'Please fill out the Session field.',
      departmentId: 'Please fill out the Department field.',
    });
  });
});
