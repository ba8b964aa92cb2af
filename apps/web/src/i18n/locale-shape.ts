/**
 * The shape every other language must have: English is the type (STYLE "Text"). A locale
 * written `satisfies LocaleShape<typeof en…>` fails to compile on a missing or an extra key.
 */
export type LocaleShape<T> = {
  [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]>;
};
