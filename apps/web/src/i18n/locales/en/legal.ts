import { enDocumentNames } from '@account-centre/contract';

export const legal = {
  ...enDocumentNames,
  agreement: 'I have read and agree to the User Agreement and Privacy Policy',
  readDocuments: 'Read the documents',
  productServiceNotice:
    'The use of our devices and connected services is governed by the <link></link>.',
  close: 'Close',
  loadingDocument: 'Loading the document…',
  loadFailed: 'The document could not be loaded.',
  retry: 'Try again',
  documentMeta: 'Version {{version}}, in effect since {{date}}',
  shownInLanguage: 'This document is not available in your language. It is shown in {{language}}.',
  updatedTitle: 'We have updated our terms',
  updatedIntro:
    'To keep using your account, please read and accept the current versions of these documents:',
  updatedVersion: 'version {{version}}',
  accept: 'Accept',
  declineAndLogOut: 'Log out',
  declineHint: 'If you do not accept them, you will be logged out.',
  accepted: 'Thank you. Your acceptance has been recorded.',
  documentsTitle: 'Your agreements',
  documentAccepted: 'Accepted',
  documentNotAccepted: 'Not yet accepted',
};
