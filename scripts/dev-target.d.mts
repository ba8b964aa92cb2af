/** Types of scripts/dev-target.mjs (plain JavaScript: `npm run dev` runs it without a build). */
export function accountServerTarget(
  env: Readonly<Record<string, string | undefined>>,
  envFileText?: string,
): string;
export function accountServerTargetFor(
  env: Readonly<Record<string, string | undefined>>,
  serverDir: string,
): string;
