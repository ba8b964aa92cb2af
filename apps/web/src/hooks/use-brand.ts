import { getRuntime, type Runtime } from '#lib/runtime.ts';

/** The current brand's fields (name, app type, brand.ts); fixed for the page's lifetime. */
export function useBrand(): Runtime['brand'] {
  return getRuntime().brand;
}
