import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AccountDeletionResult } from '@account-centre/contract';
import type { PendingDeletionRow } from '#modules/account-deletion/account-deletion.repo.ts';
import type { AccountDeletionService } from '#modules/account-deletion/account-deletion.service.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';

/** Who acts in the console: the signed-in staff member. */
interface Staff {
  id: string;
  email: string;
}

/**
 * The console's pending deletions (decision 048): the list, support's cancel at the user's
 * request and the admins' early erasure (the route checks the role), each action audited. No
 * pending deletion for the id → 40410, nothing audited.
 */
export class ConsoleDeletionsService {
  readonly #deletion: AccountDeletionService;
  readonly #audit: AuditRepo;

  constructor(deps: { deletion: AccountDeletionService; audit: AuditRepo }) {
    this.#deletion = deps.deletion;
    this.#audit = deps.audit;
  }

  list(): Promise<PendingDeletionRow[]> {
    return this.#deletion.pending();
  }

  async cancel(by: Staff, userId: string, client: ClientInfo): Promise<void> {
    if (!(await this.#deletion.cancelFor(userId))) throw appError('consoleItemNotFound');
    await this.#audit.recordAction(by, 'account-deletion-cancel', client, { target: userId });
  }

  /**
   * A machine client starts the deletion of an account of `tenantId` (the management API; the
   * route has checked the account is the tenant's), audited as the client.
   */
  async request(
    by: { id: string | null; email: string },
    target: { userId: string; tenantId: string },
    brandName: string,
    client: ClientInfo,
  ): Promise<AccountDeletionResult> {
    const result = await this.#deletion.requestFor(target.userId, brandName);
    await this.#audit.recordAction(by, 'account-deletion-request', client, {
      target: target.userId,
      tenantId: target.tenantId,
    });
    return result;
  }

  async erase(by: Staff, userId: string, client: ClientInfo): Promise<void> {
    if (!(await this.#deletion.eraseNow(userId))) throw appError('consoleItemNotFound');
    await this.#audit.recordAction(by, 'account-erase', client, { target: userId });
  }
}
