import type { BrandKey } from '@account-centre/contract';

/**
 * What differs between the brands beyond CSS variables. Names and app types come from the
 * app config (they are deployment settings); components read these fields, never the key.
 */
export interface BrandDefinition {
  key: BrandKey;
  /** `<meta name="theme-color">`: the browser chrome colour, equal to the theme's primary. */
  themeColor: string;
  /** The built-in logo's URL (a fictional mark), shown unless the app config names another. */
  logo: string;
}
