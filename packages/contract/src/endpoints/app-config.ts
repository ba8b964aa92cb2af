import { z } from 'zod';

/**
 * Runtime configuration the server writes into the built `index.html` as
 * `<meta name="app-config" content="…JSON…">` (HTML-escaped), so one web build serves every
 * deployment and no inline script is needed under the CSP. The web app falls back to
 * `defaultWebAppConfig` when the tag is empty (e.g. under `vite dev`).
 */
export const webAppConfigSchema = z.object({
  /** The `{brand}` segment of spec §7 paths. */
  brandSegment: z.string(),
  brands: z.object({
    first: z.object({ name: z.string(), appType: z.string() }),
    second: z.object({ name: z.string(), appType: z.string() }),
  }),
  /** Hosts (and their sub-domains) that select the second brand. */
  secondBrandHosts: z.array(z.string()),
  /** The first-party web client's credentials; public by nature (DESIGN §4). */
  clientId: z.string(),
  clientSecret: z.string(),
  /** Languages the dropdown offers. */
  languages: z.array(z.string()),
  /** Whether sign-in, registration and code sending need a passed slide-to-verify check. */
  sliderRequired: z.boolean(),
});
export type WebAppConfig = z.infer<typeof webAppConfigSchema>;

export const APP_CONFIG_META_NAME = 'app-config';
