/** Another language's texts: the English catalogue's keys, every one a string. */
export type TextsShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TextsShape<T[K]>;
};
