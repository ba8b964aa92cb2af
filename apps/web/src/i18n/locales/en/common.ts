export const common = {
  appName: 'Account Centre',
  languageLabel: 'Language',
  footer: '© {{year}} {{brand}}. All rights reserved.',
  loading: 'Loading',
  skipToContent: 'Skip to main content',
  select: 'Select',
  networkError: 'Network error. Please check your connection and try again.',
  timeout: 'The request timed out. Please try again.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
  notFoundLoginLink: 'Go to log in',
};
