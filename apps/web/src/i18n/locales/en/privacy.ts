/** Issue 34: Home's privacy section (download the data, delete the account) and the cancel link. */
export const privacy = {
  exportTitle: 'Download your data',
  exportText:
    'A copy of everything your account holds: profile, sign-in identifiers, accepted agreements, devices, activity, passkeys and the apps you allowed. Up to 5 downloads a day.',
  exportJson: 'Data file (JSON)',
  exportJsonDetail: 'Machine-readable, to take your data to another service',
  exportHtml: 'Readable page (HTML)',
  exportHtmlDetail: 'In your language, opens in any browser',
  download: 'Download',
  downloadLabel: 'Download: {{format}}',
  exportDone: 'Your data has been downloaded.',
  proofTitle: "Confirm it's you",
  proofText: 'Enter your password, or a code from your authenticator app.',
  proofLabel: 'Password or authenticator code',
  proofMissing: 'Enter your password or the code.',
  proofPasskey: 'Use a passkey instead',
  confirm: 'Confirm',
  cancel: 'Cancel',
  deleteTitle: 'Delete account',
  deleteText:
    'Your account is deactivated at once: you are signed out on every device, apps you signed in to lose access, and nobody can sign in to it.',
  deleteGrace:
    'It is erased for good after a grace period. Until then, the link in the notice we send to your contact address keeps the account.',
  deleteStart: 'Delete account…',
  confirmLabel: 'To confirm, type {{account}}',
  confirmMissing: 'Type {{account}} exactly as shown.',
  deleteSubmit: 'Delete my account',
  deletedTitle: 'Account deleted',
  deletedText: 'Your account has been deleted and you have been signed out.',
  deletedWhen:
    'It will be erased on {{date}}. To keep it, open the link in the notice we sent you before then.',
  cancelTitle: 'Keep your account',
  cancelQuestion:
    'Cancel the deletion of your account? It becomes active again and you can sign in.',
  cancelSubmit: 'Keep my account',
  cancelDone: 'The deletion has been cancelled. Your account is active again: sign in to use it.',
  cancelInvalid:
    'This link can no longer be used: it has already been used or has expired. An erased account cannot be restored.',
  toLogin: 'Go to login',
};
