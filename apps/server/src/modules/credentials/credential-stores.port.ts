/**
 * What the credential layer reads and counts in the tables of the modules above it, given to it
 * through the constructor (composition.ts): a user's password hash (`UserRepo`, modules/user) and
 * a staff member's credentials and account counter (`StaffRepo`, modules/console).
 */
export interface UserPasswords {
  findById(id: string): Promise<{ passwordHash: string } | undefined>;
  /**
   * Replaces the account's hash `from` (and its password-history entry) by `to` in one
   * transaction, only while the stored hash is still `from`; false when it was not (decision 049).
   */
  replacePasswordHash(id: string, from: string, to: string): Promise<boolean>;
}

export interface StaffCredentials {
  credentialsOf(
    staffId: string,
  ): Promise<{ passwordHash: string; sealedTotpSecret: string } | undefined>;
  /** Takes an attempt of the staff member's account counter; the failures before it. */
  claimAttempt(staffId: string): Promise<number | undefined>;
  releaseAttempt(staffId: string): Promise<void>;
  clearFailures(staffId: string): Promise<void>;
  /** Records an authenticator step as used if no later or equal one was. */
  useTotpStep(staffId: string, step: number): Promise<boolean>;
  /** Secrets stored before KEY_ENCRYPTION_SECRET was set (`sealUnsealedSecrets`). */
  listUnsealedTotp(): Promise<{ staffId: string; sealedTotpSecret: string }[]>;
  replaceSealedTotp(staffId: string, stored: string, sealed: string): Promise<boolean>;
}
