/**
 * When the account just deleted in this tab is erased (ISO 8601): kept in memory only, for the
 * confirmation page the deletion form goes to once the session is gone.
 */
let lastEraseAfter: string | undefined;

export function rememberDeletion(eraseAfter: string): void {
  lastEraseAfter = eraseAfter;
}

export function deletionEraseAfter(): string | undefined {
  return lastEraseAfter;
}
