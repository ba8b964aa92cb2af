/** Reset password (visitor) and change password (signed in), spec §2. */
export const password = {
  resetTitle: 'Reset password',
  changeTitle: 'Change password',
  accountLabel: 'Account',
  accountPlaceholder: 'Phone / email / product ID',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm password',
  resetSubmit: 'Reset password',
  changeSubmit: 'Save',
  resetDone: 'Your password has been reset. Log in now?',
  loginLink: 'Back to log in',
};
