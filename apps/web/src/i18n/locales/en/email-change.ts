/** Change e-mail (signed in), spec §2. */
export const emailChange = {
  title: 'Change email',
  emailLabel: 'New email',
  currentPasswordLabel: 'Current password',
  currentPasswordHint: 'To protect your account, confirm the change with your password.',
  submit: 'Save',
};
