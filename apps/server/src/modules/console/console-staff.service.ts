import type { ConsoleAuditAction, ConsoleStaffMember, StaffRole } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffListRow } from '#modules/console/staff.repo.ts';
import {
  StaffInputError,
  type StaffService,
  type StaffSession,
} from '#modules/console/staff.service.ts';

function memberOf(row: StaffListRow): ConsoleStaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * Staff accounts in the console (issue 26 item 1): the list, a new member (StaffService.create,
 * as `create-staff`: the password and authenticator enrolment returned once, never audited or
 * logged), and role or disabled changes (StaffService.update: not one's own, not the last admin).
 */
export class ConsoleStaffService {
  readonly #staff: StaffService;
  readonly #audit: AuditRepo;

  constructor(deps: { staff: StaffService; audit: AuditRepo }) {
    this.#staff = deps.staff;
    this.#audit = deps.audit;
  }

  async list(): Promise<ConsoleStaffMember[]> {
    return (await this.#staff.list()).map(memberOf);
  }

  async create(
    session: StaffSession,
    input: { email: string; role: StaffRole },
    client: ClientInfo,
  ): Promise<{
    staff: ConsoleStaffMember;
    password: string;
    totpSecret: string;
    otpauthUri: string;
  }> {
    let made;
    try {
      made = await this.#staff.create(input);
    } catch (error) {
      if (error instanceof StaffInputError) {
        throw appError(
          error.reason === 'exists' ? 'consoleItemExists' : 'consoleInputRefused',
          error.message,
        );
      }
      throw error;
    }
    const row = await this.#staff.findById(made.id);
    if (!row) throw new Error(`staff member ${made.email} vanished after creation`);
    await this.#audit.recordAction(session.staff, `staff-create-${made.role}`, client, {
      target: made.email,
    });
    return {
      staff: memberOf(row),
      password: made.password,
      totpSecret: made.totpSecret,
      otpauthUri: made.otpauthUri,
    };
  }

  async update(
    session: StaffSession,
    staffId: string,
    change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
    client: ClientInfo,
  ): Promise<ConsoleStaffMember> {
    if (change.role === undefined && change.disabled === undefined) {
      throw appError('consoleInputRefused', 'nothing to change: give role or disabled');
    }
    const before = await this.#staff.findById(staffId);
    const after = await this.#staff.update(session, staffId, change);
    const actions: ConsoleAuditAction[] = [];
    if (before && before.role !== after.role) actions.push(`staff-role-${after.role}`);
    if (before && (before.disabledAt === null) !== (after.disabledAt === null)) {
      actions.push(after.disabledAt === null ? 'staff-enable' : 'staff-disable');
    }
    for (const action of actions) {
      await this.#audit.recordAction(session.staff, action, client, { target: after.email });
    }
    return memberOf(after);
  }
}
