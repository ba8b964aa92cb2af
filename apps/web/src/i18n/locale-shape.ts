/**
 * The shape every other language must have: English is the type (STYLE "Text"). A locale
 * written `satisfies LocaleShape<typeof en…>` fails to compile on a missing or an extra key.
 */
export type LocaleShape<T> = {
  [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]>;
};

/**
 * A brand's wording over a language (STYLE "Brand wording only as overrides"): any subset of
 * the keys, never a key English lacks.
 */
export type LocaleOverrides<T> = {
  [K in keyof T]?: T[K] extends string ? string : LocaleOverrides<T[K]>;
};
