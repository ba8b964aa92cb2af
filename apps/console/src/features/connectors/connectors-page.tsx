import {
  CONNECTOR_KINDS,
  consoleConnectorPaths,
  consoleConnectorResponseSchema,
  consoleConnectorsResponseSchema,
  type ConnectorKind,
  type ConsoleConnector,
} from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#components/field.tsx';
import { LoadState } from '#components/load-state.tsx';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { TENANTS } from '#lib/tenants.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

interface Draft {
  slug: string;
  kind: ConnectorKind;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  countries: string;
  teamId: string;
  keyId: string;
  enabled: boolean;
}

const EMPTY: Draft = {
  slug: '',
  kind: 'google',
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  countries: '',
  teamId: '',
  keyId: '',
  enabled: true,
};

function draftOf(row: ConsoleConnector): Draft {
  return {
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: '',
    countries: row.countries.join(', '),
    teamId: row.teamId ?? '',
    keyId: row.keyId ?? '',
    enabled: row.enabled,
  };
}

/**
 * A tenant's connectors (issue 35, decision 056), admin only: the list, enable or disable, and
 * the form to add or change one. The secret is write-only: never shown, left empty it stays.
 */
export function ConnectorsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [tenant, setTenant] = useState<string>(TENANTS[0]);
  const [connectors, reload] = useResource(`connectors/${tenant}`, async () => {
    const answer = await api.get(
      consoleConnectorPaths.connectors,
      consoleConnectorsResponseSchema,
      {
        tenant,
      },
    );
    return answer.data.connectors;
  });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<ConsoleConnector | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const toggle = (row: ConsoleConnector) => {
    setStatus(undefined);
    setFailure(undefined);
    api
      .send(
        'POST',
        fillPath(consoleConnectorPaths.connectorEnabled, { connectorId: row.id }),
        consoleConnectorResponseSchema,
        { tenant, enabled: !row.enabled },
      )
      .then(({ data }) => {
        setStatus(
          t(data.connector.enabled ? 'connectors.enabledDone' : 'connectors.disabledDone', {
            name: data.connector.name,
          }),
        );
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    setFailure(undefined);
    const countries = draft.countries
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    setBusy(true);
    api
      .send('POST', consoleConnectorPaths.connectors, consoleConnectorResponseSchema, {
        tenant,
        slug: draft.slug.trim(),
        kind: draft.kind,
        name: draft.name.trim(),
        clientId: draft.clientId.trim(),
        enabled: draft.enabled,
        ...(draft.issuer.trim() === '' ? {} : { issuer: draft.issuer.trim() }),
        ...(draft.clientSecret === '' ? {} : { clientSecret: draft.clientSecret }),
        ...(countries.length === 0 && draft.kind !== 'wechat' ? {} : { countries }),
        ...(draft.kind === 'apple'
          ? { teamId: draft.teamId.trim(), keyId: draft.keyId.trim() }
          : {}),
      })
      .then(({ data }) => {
        setStatus(t('connectors.savedDone', { name: data.connector.name }));
        setDraft(EMPTY);
        setEditing(undefined);
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <PageHeading>{t('connectors.heading')}</PageHeading>
      <p>{t('connectors.intro')}</p>
      <Field label={t('users.tenant')}>
        {(control) => (
          <select {...control} value={tenant} onChange={(event) => setTenant(event.target.value)}>
            {TENANTS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        )}
      </Field>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      <LoadState resource={connectors} />
      {connectors.state === 'ready' &&
        (connectors.data.length === 0 ? (
          <p>{t('connectors.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('connectors.name')}</th>
                <th scope="col">{t('connectors.kind')}</th>
                <th scope="col">{t('connectors.issuer')}</th>
                <th scope="col">{t('connectors.secret')}</th>
                <th scope="col">{t('connectors.state')}</th>
                <th scope="col">{t('connectors.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {connectors.data.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.name} <code>{row.slug}</code>
                  </td>
                  <td>{row.kind}</td>
                  <td>{row.issuer}</td>
                  <td>
                    {row.hasSecret ? t('connectors.secretStored') : t('connectors.secretNone')}
                  </td>
                  <td>{row.enabled ? t('connectors.enabled') : t('connectors.disabled')}</td>
                  <td>
                    <button type="button" className="button" onClick={() => toggle(row)}>
                      {t(row.enabled ? 'connectors.disable' : 'connectors.enable', {
                        name: row.name,
                      })}
                    </button>{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        setEditing(row);
                        setDraft(draftOf(row));
                      }}
                    >
                      {t('connectors.edit', { name: row.name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <section aria-labelledby="connector-form-heading">
        <h2 id="connector-form-heading">
          {editing ? t('connectors.editHeading', { name: editing.name }) : t('connectors.add')}
        </h2>
        <form onSubmit={submit}>
          <Field label={t('connectors.kind')}>
            {(control) => (
              <select
                {...control}
                value={draft.kind}
                disabled={editing !== undefined}
                onChange={(event) => set('kind', event.target.value as ConnectorKind)}
              >
                {CONNECTOR_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`connectors.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('connectors.slug')} hint={t('connectors.slugHint')}>
            {(control) => (
              <input
                {...control}
                required
                pattern="[a-z][a-z0-9\-]{1,30}"
                readOnly={editing !== undefined}
                value={draft.slug}
                onChange={(event) => set('slug', event.target.value)}
              />
            )}
          </Field>
          <Field label={t('connectors.name')}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={60}
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </Field>
          <Field label={t('connectors.issuer')} hint={t('connectors.issuerHint')}>
            {(control) => (
              <input
                {...control}
                type="url"
                required={draft.kind === 'oidc'}
                value={draft.issuer}
                onChange={(event) => set('issuer', event.target.value)}
              />
            )}
          </Field>
          <Field label={t('connectors.clientId')}>
            {(control) => (
              <input
                {...control}
                required
                value={draft.clientId}
                onChange={(event) => set('clientId', event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t(draft.kind === 'apple' ? 'connectors.appleKey' : 'connectors.clientSecret')}
            hint={t(editing?.hasSecret ? 'connectors.secretKeepHint' : 'connectors.secretHint')}
          >
            {(control) =>
              draft.kind === 'apple' ? (
                <textarea
                  {...control}
                  rows={4}
                  autoComplete="off"
                  spellCheck={false}
                  value={draft.clientSecret}
                  onChange={(event) => set('clientSecret', event.target.value)}
                />
              ) : (
                <input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={draft.clientSecret}
                  onChange={(event) => set('clientSecret', event.target.value)}
                />
              )
            }
          </Field>
          {draft.kind === 'apple' && (
            <>
              <Field label={t('connectors.teamId')}>
                {(control) => (
                  <input
                    {...control}
                    required
                    value={draft.teamId}
                    onChange={(event) => set('teamId', event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('connectors.keyId')}>
                {(control) => (
                  <input
                    {...control}
                    required
                    value={draft.keyId}
                    onChange={(event) => set('keyId', event.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <Field label={t('connectors.countries')} hint={t('connectors.countriesHint')}>
            {(control) => (
              <input
                {...control}
                value={draft.countries}
                onChange={(event) => set('countries', event.target.value)}
              />
            )}
          </Field>
          <div className="field">
            <label>
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
              />{' '}
              {t('connectors.enabledLabel')}
            </label>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t('connectors.save')}
          </button>
          {editing && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(undefined);
                setDraft(EMPTY);
              }}
            >
              {t('connectors.cancel')}
            </button>
          )}
        </form>
      </section>
    </>
  );
}
