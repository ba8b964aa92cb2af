import {
  consoleAdminPaths,
  consoleDoneResponseSchema,
  consoleClientResponseSchema,
  consoleClientSecretResponseSchema,
  consoleClientsResponseSchema,
  type ConsoleClient,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageTop } from '#components/admin-page-top.tsx';
import { ConfirmDialog, Dialog } from '#components/dialog.tsx';
import { ShownOnceField } from '#components/shown-once.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';
import { ClientForm, type ClientFormValues } from '#features/clients/client-form.tsx';
import { MachineClientForm } from '#features/clients/machine-client-form.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'create-machine' }
  | { kind: 'edit'; client: ConsoleClient }
  | { kind: 'rotate'; client: ConsoleClient }
  | { kind: 'remove'; client: ConsoleClient }
  | { kind: 'secret'; clientId: string; secret: string };

/**
 * Relying parties and machine clients of the management API: list, create (secret shown once),
 * edit, rotate the secret, remove.
 */
export function ClientsPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [clients, reload] = useResource('clients', async () => {
    const answer = await api.get(consoleAdminPaths.clients, consoleClientsResponseSchema);
    return answer.data.clients;
  });
  const [open, setOpen] = useState<Open | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const close = () => setOpen(undefined);
  const done = () => {
    setStatus(t('app.done'));
    reload();
  };

  const create = async ({ clientId, ...fields }: ClientFormValues & { machine?: boolean }) => {
    setStatus(undefined);
    const answer = await api.send(
      'POST',
      consoleAdminPaths.clients,
      consoleClientSecretResponseSchema,
      { clientId, ...fields },
    );
    reload();
    const { secret } = answer.data;
    // A public client has no secret to show.
    if (secret === null) {
      close();
      done();
      return;
    }
    setOpen({ kind: 'secret', clientId: answer.data.client.clientId, secret });
  };

  const save = async ({ clientId, ...fields }: ClientFormValues) => {
    setStatus(undefined);
    await api.send(
      'PUT',
      fillPath(consoleAdminPaths.client, { clientId }),
      consoleClientResponseSchema,
      fields,
    );
    close();
    done();
  };

  const act = (run: () => Promise<void>) => {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    run()
      .catch((error: unknown) => {
        close();
        setFailure(errorText(t, error));
      })
      .finally(() => setBusy(false));
  };

  const rotate = (client: ConsoleClient) =>
    act(async () => {
      const answer = await api.send(
        'POST',
        fillPath(consoleAdminPaths.clientSecret, { clientId: client.clientId }),
        consoleClientSecretResponseSchema,
      );
      setOpen({ kind: 'secret', clientId: client.clientId, secret: answer.data.secret ?? '' });
    });

  const remove = (client: ConsoleClient) =>
    act(async () => {
      await api.send(
        'DELETE',
        fillPath(consoleAdminPaths.client, { clientId: client.clientId }),
        consoleDoneResponseSchema,
      );
      close();
      done();
    });

  return (
    <>
      <AdminPageTop
        heading={t('clients.heading')}
        action={t('clients.newClient')}
        onAction={() => {
          setStatus(undefined);
          setOpen({ kind: 'create' });
        }}
        status={status}
        failure={failure}
        resource={clients}
        more={
          <button
            type="button"
            className="button"
            onClick={() => {
              setStatus(undefined);
              setOpen({ kind: 'create-machine' });
            }}
          >
            {t('machineClients.newClient')}
          </button>
        }
      />
      {clients.state === 'ready' &&
        (clients.data.length === 0 ? (
          <p>{t('clients.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('clients.clientId')}</th>
                <th scope="col">{t('clients.name')}</th>
                <th scope="col">{t('clients.redirectUrls')}</th>
                <th scope="col">{t('clients.scopes')}</th>
                <th scope="col">{t('clients.createdAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('user.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((client) => (
                <tr key={client.clientId}>
                  <td>
                    <code>{client.clientId}</code>
                  </td>
                  <td>
                    {client.name}
                    <br />
                    <span className="muted">
                      {client.machine ? (
                        t('machineClients.kind')
                      ) : (
                        <>
                          {client.skipConsent ? t('clients.firstParty') : t('clients.thirdParty')}
                          {' · '}
                          {t(`clients.kinds.${client.type}`)}
                        </>
                      )}
                    </span>
                  </td>
                  <td>
                    <ul className="plain">
                      {client.redirectUrls.map((url) => (
                        <li key={url}>
                          <code>{url}</code>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {(client.machine ? client.scopes : ['openid', ...client.scopes]).join(' ')}
                  </td>
                  <td>{formatDateTime(client.createdAt, i18n.language)}</td>
                  <td>
                    <div className="actions tight">
                      <button
                        type="button"
                        className="button"
                        aria-label={t('clients.editLabel', { clientId: client.clientId })}
                        onClick={() => setOpen({ kind: 'edit', client })}
                      >
                        {t('clients.edit')}
                      </button>
                      {client.type === 'confidential' && (
                        <button
                          type="button"
                          className="button"
                          aria-label={t('clients.rotateLabel', { clientId: client.clientId })}
                          onClick={() => setOpen({ kind: 'rotate', client })}
                        >
                          {t('clients.rotate')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button danger"
                        aria-label={t('clients.removeLabel', { clientId: client.clientId })}
                        onClick={() => setOpen({ kind: 'remove', client })}
                      >
                        {t('clients.remove')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {open?.kind === 'create' && (
        <Dialog title={t('clients.createHeading')} onClose={close}>
          <ClientForm submitLabel={t('clients.create')} onSubmit={create} onCancel={close} />
        </Dialog>
      )}
      {open?.kind === 'create-machine' && (
        <Dialog title={t('machineClients.createHeading')} onClose={close}>
          <MachineClientForm
            submitLabel={t('machineClients.create')}
            onSubmit={create}
            onCancel={close}
          />
        </Dialog>
      )}
      {open?.kind === 'edit' && (
        <Dialog
          title={t('clients.editHeading', { clientId: open.client.clientId })}
          onClose={close}
        >
          {open.client.machine ? (
            <MachineClientForm
              client={open.client}
              submitLabel={t('app.save')}
              onSubmit={save}
              onCancel={close}
            />
          ) : (
            <ClientForm
              client={open.client}
              submitLabel={t('app.save')}
              onSubmit={save}
              onCancel={close}
            />
          )}
        </Dialog>
      )}
      {open?.kind === 'rotate' && (
        <ConfirmDialog
          title={t('clients.rotate')}
          text={t('clients.confirmRotate', { clientId: open.client.clientId })}
          confirmLabel={t('app.confirm')}
          cancelLabel={t('app.cancel')}
          busy={busy}
          onConfirm={() => rotate(open.client)}
          onClose={close}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t('clients.remove')}
          text={t('clients.confirmRemove', { clientId: open.client.clientId })}
          confirmLabel={t('app.confirm')}
          cancelLabel={t('app.cancel')}
          busy={busy}
          onConfirm={() => remove(open.client)}
          onClose={close}
        />
      )}
      {open?.kind === 'secret' && (
        <Dialog
          title={t('clients.secretHeading', { clientId: open.clientId })}
          onClose={() => {
            close();
            done();
          }}
        >
          <p>{t('clients.secretNote')}</p>
          <div className="secret">
            <ShownOnceField label={t('clients.secret')} value={open.secret} />
          </div>
          <div className="actions">
            <button
              type="button"
              className="button primary"
              onClick={() => {
                close();
                done();
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
