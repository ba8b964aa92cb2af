export const logout = {
  title: 'Log out',
  question: 'Do you want to log out?',
};
