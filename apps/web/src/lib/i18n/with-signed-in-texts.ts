/**
 * A lazy screen's loader that fetches its code and the signed-in texts at once (no waterfall
 * before its `useSignedInTexts`). The texts' loader is itself lazy: the first load (the /login
 * budget) carries only this.
 */
export function withSignedInTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([
      load(),
      import('#lib/i18n/signed-in-texts.ts').then((texts) => texts.loadSignedInTexts()),
    ]);
    return module;
  };
}
