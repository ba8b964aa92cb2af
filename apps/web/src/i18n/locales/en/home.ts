/** Issue 37: Home as an account page — the summary, the section navigation and the empty states. */
export const home = {
  brandAccount: '{{brand}} account',
  navLabel: 'Account sections',
  backToOverview: 'All settings',
  sectionProfile: 'Personal info',
  sectionSecurity: 'Security',
  sectionDevices: 'Devices',
  sectionApps: 'Apps',
  sectionActivity: 'Activity',
  sectionAgreements: 'Agreements',
  sectionPrivacy: 'Privacy and data',
  glanceTitle: 'Security at a glance',
  glancePassword: 'Password',
  glancePasswordChanged: 'Last changed {{time}}',
  glancePasswordNotRecent: 'Not changed recently',
  glancePasskeys: 'Passkeys',
  glanceNone: 'None yet',
  glanceCount: 'Set up: {{count}}',
  glanceAuthenticator: 'Authenticator app',
  glanceOn: 'On',
  glanceOff: 'Off',
  glanceDevices: 'Signed-in devices',
  glanceDeviceCount: 'Devices: {{count}}',
  passwordText: 'A strong password you use nowhere else keeps your account safe.',
  change: 'Change',
  emptyPasskeys:
    'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
  emptyActivity:
    'Nothing here yet. Sign-ins and changes to your security settings will be listed here.',
  emptyApps:
    'No apps can sign you in. When you allow an app to use your account, it appears here and you can remove its access.',
  emptyAgreements: 'No agreements apply to your account yet.',
};
