/** Change e-mail (signed in), spec §2. */
export const emailChange = {
  title: 'Change email',
  emailLabel: 'New email',
  currentPasswordLabel: 'Current password',
  currentPasswordHint: 'To protect your account, confirm the change with your password.',
  submit: 'Save',
  undoTitle: 'Undo email change',
  undoQuestion: 'Restore this email address to your account? Every device will be signed out.',
  undoSubmit: 'Undo the change',
  undoDone:
    'Your email address is restored and every device is signed out. Log in, then reset your password if someone else knew it.',
  undoToLogin: 'Go to login',
};
