/*
 * The server's configuration: one declaration per variable (variables.ts) gives the `Config`
 * type, the validation (parse-config.ts), the rules between variables (rules.ts), and the README
 * table and `.env.example` (docs.ts, `npm run generate:config-docs`).
 */
export { configVariables, loadConfig, parseConfig, type ConfigVariable } from './parse-config.ts';
export {
  ConfigError,
  configWarnings,
  isLoopbackHost,
  type BrandConfig,
  type Config,
  type EncryptionKeysConfig,
  type RequestSecurityConfig,
  type SmsProviderConfig,
} from './rules.ts';
export { LOG_LEVELS, REQUIREMENTS, type LogLevel, type Requirement } from './schemas.ts';
