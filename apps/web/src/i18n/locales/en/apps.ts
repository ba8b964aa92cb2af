/** Apps that sign the user in (decision 031): the consent screen and the home screen's list. */
export const apps = {
  consentTitle: 'Allow {{name}} to sign you in?',
  consentIntro: '{{name}} asks to use your account to sign you in. It will receive:',
  scopeAccountId: 'Your account ID',
  scopeEmail: 'Your email address',
  scopePhone: 'Your phone number',
  scopeOfflineAccess: 'Access while you are away (stay signed in)',
  consentRevokeHint: 'You can remove this access on your account page at any time.',
  consentAllow: 'Allow',
  consentDeny: 'Deny',
  appsTitle: 'Apps that can sign you in',
  appsEmpty: 'No apps can sign you in with this account.',
  appsGranted: 'Allowed on {{date}}',
  appsRevoke: 'Remove access',
  appsRevokeNamed: 'Remove access for {{name}}',
  appsRevoked: '{{name}} can no longer sign you in.',
};
