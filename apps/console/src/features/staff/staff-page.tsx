import {
  consoleAdminPaths,
  consoleStaffCreateResponseSchema,
  consoleStaffMemberResponseSchema,
  consoleStaffResponseSchema,
  type ConsoleStaffMember,
  type StaffRole,
} from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { AdminPageTop } from '#components/admin-page-top.tsx';
import { ConfirmDialog, Dialog } from '#components/dialog.tsx';
import { ShownOnceField } from '#components/shown-once.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession, useStaff } from '#session/session.tsx';
import { RoleSelect, StaffForm } from '#features/staff/staff-form.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'role'; member: ConsoleStaffMember }
  | { kind: 'disable'; member: ConsoleStaffMember }
  | {
      kind: 'created';
      email: string;
      password: string;
      totpSecret: string;
      otpauthUri: string;
    };

/** Staff: list, create (password and authenticator shown once), change role, disable/enable. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const me = useStaff();
  const [staff, reload] = useResource('staff', async () => {
    const answer = await api.get(consoleAdminPaths.staff, consoleStaffResponseSchema);
    return answer.data.staff;
  });
  const [open, setOpen] = useState<Open | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const close = () => setOpen(undefined);
  const when = (iso: string | null, none: string) =>
    iso ? formatDateTime(iso, i18n.language) : none;

  const create = async (values: { email: string; role: StaffRole }) => {
    setStatus(undefined);
    const answer = await api.send(
      'POST',
      consoleAdminPaths.staff,
      consoleStaffCreateResponseSchema,
      values,
    );
    reload();
    setOpen({
      kind: 'created',
      email: answer.data.staff.email,
      password: answer.data.password,
      totpSecret: answer.data.totpSecret,
      otpauthUri: answer.data.otpauthUri,
    });
  };

  const update = (member: ConsoleStaffMember, change: { role?: StaffRole; disabled?: boolean }) => {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    api
      .send(
        'PATCH',
        fillPath(consoleAdminPaths.staffMember, { staffId: member.id }),
        consoleStaffMemberResponseSchema,
        change,
      )
      .then(() => {
        close();
        setStatus(t('app.done'));
        reload();
      })
      .catch((error: unknown) => {
        close();
        setFailure(errorText(t, error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <>
      <AdminPageTop
        heading={t('staff.heading')}
        action={t('staff.newMember')}
        onAction={() => {
          setStatus(undefined);
          setOpen({ kind: 'create' });
        }}
        status={status}
        failure={failure}
        resource={staff}
      />
      {staff.state === 'ready' && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.state')}</th>
              <th scope="col">{t('staff.createdAt')}</th>
              <th scope="col">{t('staff.lastSignIn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('user.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => {
              const self = member.email === me.email;
              return (
                <tr key={member.id}>
                  <td id={`staff-${member.id}`}>
                    {member.email} {self && <span className="muted">{t('staff.you')}</span>}
                  </td>
                  <td>{t(`roles.${member.role}`)}</td>
                  <td>
                    {member.disabledAt
                      ? `${t('staff.disabled')} ${when(member.disabledAt, '')}`
                      : t('staff.enabled')}
                  </td>
                  <td>{when(member.createdAt, '—')}</td>
                  <td>{when(member.lastSignInAt, t('staff.never'))}</td>
                  <td>
                    <div className="actions tight">
                      <button
                        type="button"
                        className="button"
                        aria-describedby={`staff-${member.id}`}
                        onClick={() => setOpen({ kind: 'role', member })}
                      >
                        {t('staff.changeRole')}
                      </button>
                      {member.disabledAt ? (
                        <button
                          type="button"
                          className="button"
                          aria-describedby={`staff-${member.id}`}
                          disabled={busy}
                          onClick={() => update(member, { disabled: false })}
                        >
                          {t('staff.enable')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button danger"
                          aria-describedby={`staff-${member.id}`}
                          onClick={() => setOpen({ kind: 'disable', member })}
                        >
                          {t('staff.disable')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {open?.kind === 'create' && (
        <Dialog title={t('staff.createHeading')} onClose={close}>
          <StaffForm onSubmit={create} onCancel={close} />
        </Dialog>
      )}
      {open?.kind === 'role' && (
        <ChangeRoleDialog
          member={open.member}
          busy={busy}
          onSave={(role) => update(open.member, { role })}
          onClose={close}
        />
      )}
      {open?.kind === 'disable' && (
        <ConfirmDialog
          title={t('staff.disable')}
          text={t('staff.confirmDisable', { email: open.member.email })}
          confirmLabel={t('app.confirm')}
          cancelLabel={t('app.cancel')}
          busy={busy}
          onConfirm={() => update(open.member, { disabled: true })}
          onClose={close}
        />
      )}
      {open?.kind === 'created' && (
        <Dialog
          title={t('staff.handOverHeading', { email: open.email })}
          onClose={() => {
            close();
            setStatus(t('app.done'));
          }}
        >
          <p>{t('staff.handOverNote')}</p>
          <div className="secret">
            <ShownOnceField label={t('staff.password')} value={open.password} />
            <ShownOnceField label={t('staff.totpSecret')} value={open.totpSecret} />
            <ShownOnceField label={t('staff.otpauthUri')} value={open.otpauthUri} />
          </div>
          <div className="actions">
            <button
              type="button"
              className="button primary"
              onClick={() => {
                close();
                setStatus(t('app.done'));
              }}
            >
              {t('app.done')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

function ChangeRoleDialog({
  member,
  busy,
  onSave,
  onClose,
}: {
  member: ConsoleStaffMember;
  busy: boolean;
  onSave: (role: StaffRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(member.role);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(role);
  };
  return (
    <Dialog title={t('staff.changeRoleHeading', { email: member.email })} onClose={onClose}>
      <form onSubmit={submit} className="form">
        <RoleSelect value={role} onChange={setRole} />
        <SubmitOrCancel label={t('app.save')} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
