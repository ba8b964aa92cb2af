/** The screen paths of spec §2, written once. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  home: '/home',
  logout: '/logout',
  reset: '/reset',
  changePassword: '/changePassword',
  changeMailBox: '/changeMailBox',
  /** The undo link of the notice to the old address after an e-mail change (visitors). */
  undoEmailChange: '/undoEmailChange',
  notFound: '/404',
} as const;

export type ScreenPath = (typeof paths)[keyof typeof paths];
