/** Field-level texts; the keys are the contract rules' messages (spec §5). */
export const validation = {
  passwordRule:
    'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.',
  passwordMismatch: 'Passwords do NOT match. Please try again.',
  passwordRequired: 'Please enter your password.',
  invalidEmail: 'Invalid email',
  emailLength: 'Email address must be less than 45 characters in length.',
  invalidPhone: 'Please enter a valid phone number',
  invalidMobileNumber: 'invalid mobile number, please enter again',
  areaCodeRequired: 'An area code must be selected.',
  phoneNotAvailable: 'Phone sign-in is not available in your region. Use your email or product ID.',
  invalidAccountNoPhone: 'Please enter your email or product ID.',
  accountRequired: 'Please enter your account.',
  invalidAccount:
    'Please enter a phone number with its country code (+…), an email or a product ID.',
  invalidCode: 'Incorrect verification code.',
  codeNotRequested: 'Please get code sent first.',
  agreementRequired: 'Please read and agree to the User Agreement and Privacy Policy.',
  invalidBirthDate: 'Please choose a valid date of birth.',
  invalidCountry: 'Please choose a country or region.',
};
