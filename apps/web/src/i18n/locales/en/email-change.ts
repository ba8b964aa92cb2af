/** Change e-mail (signed in), spec §2. */
export const emailChange = {
  title: 'Change email',
  emailLabel: 'New email',
  submit: 'Save',
};
