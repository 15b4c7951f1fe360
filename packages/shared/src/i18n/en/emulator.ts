import { area } from '../catalogue';

/** The identity emulator's sign-in popup (server HTML, modules/identity-emulator): local stand-in for Google. */
export const emulator = area('emulator', {
  pageTitle: 'Sign in – Identity emulator',
  chooseAccount: 'Choose an account',
  intro: 'Identity emulator – local stand-in for Google sign-in.',
  usedBefore: 'Accounts used before',
  email: 'Email',
  displayName: 'Display name',
  signIn: 'Sign in',
  signInFailed: 'Sign-in failed',
  signedIn: 'Signed in. You can close this window.',
  networkError: 'Network error, please try again',
});
