export const auth = {
  title: 'Log in',
  accountLabel: 'Account',
  accountPlaceholder: 'Phone / email / product ID',
  passwordLabel: 'Password',
  submit: 'Log in',
  registerLink: 'New user? Register',
  welcomeBack: 'Welcome back',
};
