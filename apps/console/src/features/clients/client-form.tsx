import {
  CLIENT_TYPES,
  OAUTH_SCOPES,
  type ClientKind,
  type ConsoleClient,
  type ConsoleClientFields,
} from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { SelectField, TextAreaField, TextField } from '#components/field.tsx';
import { ErrorAlert } from '#components/notice.tsx';
import { toggled, useClientForm } from '#features/clients/client-form-base.tsx';
import { formatUrlList, parseUrlList, type UrlListResult } from '#lib/url-list.ts';

/** The scopes an admin picks; `openid` every client has. */
const PICKABLE_SCOPES = OAUTH_SCOPES.filter((scope) => scope !== 'openid');
const MAX_URLS = 20;

type UrlField =
  'redirectUrls' | 'postLogoutRedirectUrls' | 'backchannelLogoutUrl' | 'frontchannelLogoutUrl';

export interface ClientFormValues extends ConsoleClientFields {
  clientId: string;
  /** Chosen when creating; a client keeps its kind. */
  type?: ClientKind;
}

interface ClientFormProps {
  /** Editing this client; creating a new one when absent. */
  client?: ConsoleClient;
  submitLabel: string;
  onSubmit: (values: ClientFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a relying party: ID (new only), name, URLs one per line, scopes, consent. */
export function ClientForm({ client, submitLabel, onSubmit, onCancel }: ClientFormProps) {
  const { t } = useTranslation();
  const { form, errors, failure, busy, begin, finish, idAndName, ...typed } =
    useClientForm<UrlField>(client);
  const [redirectUrls, setRedirectUrls] = useState(formatUrlList(client?.redirectUrls ?? []));
  const [logoutUrls, setLogoutUrls] = useState(formatUrlList(client?.postLogoutRedirectUrls ?? []));
  const [scopes, setScopes] = useState<string[]>(client?.scopes ?? ['email']);
  const [skipConsent, setSkipConsent] = useState(client?.skipConsent ?? false);
  const [type, setType] = useState<ClientKind>(client?.type ?? 'confidential');
  const [backchannelUrl, setBackchannelUrl] = useState(client?.backchannelLogoutUrl ?? '');
  const [frontchannelUrl, setFrontchannelUrl] = useState(client?.frontchannelLogoutUrl ?? '');
  const [frontchannelSession, setFrontchannelSession] = useState(
    client?.frontchannelLogoutSessionRequired ?? false,
  );

  const urlError = (result: UrlListResult): string | undefined => {
    if (result.ok) return undefined;
    const { problem } = result;
    switch (problem.kind) {
      case 'empty':
        return t('clients.urlsRequired');
      case 'invalid':
        return t('clients.urlInvalid', { line: problem.line, url: problem.url });
      case 'too-many':
        return t('clients.tooMany', { max: problem.max });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = begin();
    const redirect = parseUrlList(redirectUrls, { required: true, max: MAX_URLS });
    const logout = parseUrlList(logoutUrls, { required: false, max: MAX_URLS });
    const backchannel = parseUrlList(backchannelUrl, { required: false, max: 1 });
    const frontchannel = parseUrlList(frontchannelUrl, { required: false, max: 1 });
    const urlErrors = {
      redirectUrls: urlError(redirect),
      postLogoutRedirectUrls: urlError(logout),
      backchannelLogoutUrl: urlError(backchannel),
      frontchannelLogoutUrl: urlError(frontchannel),
    };
    for (const [field, text] of Object.entries(urlErrors)) {
      if (text) found[field as UrlField] = text;
    }
    // A list that does not parse has its error in `found`: shown, and nothing is sent.
    if (!redirect.ok || !logout.ok || !backchannel.ok || !frontchannel.ok) {
      finish(found, () => Promise.resolve());
      return;
    }
    finish(found, () =>
      onSubmit({
        clientId: typed.clientId,
        name: typed.name,
        redirectUrls: redirect.urls,
        postLogoutRedirectUrls: logout.urls,
        scopes: PICKABLE_SCOPES.filter((scope) => scopes.includes(scope)),
        skipConsent,
        backchannelLogoutUrl: backchannel.urls[0] ?? null,
        frontchannelLogoutUrl: frontchannel.urls[0] ?? null,
        frontchannelLogoutSessionRequired: frontchannel.urls.length > 0 && frontchannelSession,
        ...(client ? {} : { type }),
      }),
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="form">
      <ErrorAlert text={failure} />
      {idAndName}
      {!client && (
        <SelectField
          label={t('clients.kind')}
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as ClientKind)}
        >
          {CLIENT_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`clients.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={t('clients.redirectUrls')}
        hint={t('clients.urlsHint')}
        name="redirectUrls"
        value={redirectUrls}
        error={errors.redirectUrls}
        onChange={(event) => setRedirectUrls(event.target.value)}
      />
      <TextAreaField
        label={t('clients.postLogoutUrls')}
        hint={`${t('clients.urlsHint')} ${t('app.optional')}`}
        name="postLogoutRedirectUrls"
        value={logoutUrls}
        error={errors.postLogoutRedirectUrls}
        onChange={(event) => setLogoutUrls(event.target.value)}
      />
      <TextField
        label={t('clients.backchannelUrl')}
        hint={`${t('clients.backchannelHint')} ${t('app.optional')}`}
        name="backchannelLogoutUrl"
        autoComplete="off"
        spellCheck={false}
        value={backchannelUrl}
        error={errors.backchannelLogoutUrl}
        onChange={(event) => setBackchannelUrl(event.target.value)}
      />
      <TextField
        label={t('clients.frontchannelUrl')}
        hint={`${t('clients.frontchannelHint')} ${t('app.optional')}`}
        name="frontchannelLogoutUrl"
        autoComplete="off"
        spellCheck={false}
        value={frontchannelUrl}
        error={errors.frontchannelLogoutUrl}
        onChange={(event) => setFrontchannelUrl(event.target.value)}
      />
      <label className="check">
        <input
          type="checkbox"
          name="frontchannelLogoutSessionRequired"
          checked={frontchannelSession}
          onChange={(event) => setFrontchannelSession(event.target.checked)}
        />
        {t('clients.frontchannelSession')}
      </label>
      <fieldset className="fieldset">
        <legend>{t('clients.scopes')}</legend>
        {PICKABLE_SCOPES.map((scope) => (
          <label key={scope} className="check">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              onChange={(event) => setScopes(toggled(scopes, scope, event.target.checked))}
            />
            {scope}
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          name="skipConsent"
          checked={skipConsent}
          onChange={(event) => setSkipConsent(event.target.checked)}
        />
        {t('clients.skipConsent')}
      </label>
      <SubmitOrCancel label={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
