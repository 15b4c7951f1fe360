import { area } from '../catalogue';

/** Sign in and sign up (product §3). */
export const auth = area('auth', {
  signIn: 'Sign In',
});
