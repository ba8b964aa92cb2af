export const account = {
  title: 'My account',
  email: 'Email',
  productId: 'Product ID',
  country: 'Country/Region',
  phone: 'Phone',
  notSet: 'Not set',
  changePasswordLink: 'Change password',
  changeEmailLink: 'Change email',
  logoutLink: 'Log out',
};
