import {
  CLIENT_TYPES,
  clientIdSchema,
  OAUTH_SCOPES,
  type ClientKind,
  type ConsoleClient,
  type ConsoleClientFields,
} from '@account-centre/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { SelectField, TextAreaField, TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { ConsoleApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatUrlList, parseUrlList, type UrlListResult } from '#lib/url-list.ts';

/** The scopes an admin picks; `openid` every client has. */
const PICKABLE_SCOPES = OAUTH_SCOPES.filter((scope) => scope !== 'openid');
const MAX_URLS = 20;

type FieldName =
  | 'clientId'
  | 'name'
  | 'redirectUrls'
  | 'postLogoutRedirectUrls'
  | 'backchannelLogoutUrl'
  | 'frontchannelLogoutUrl';
type Errors = Partial<Record<FieldName, string>>;

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
  const [clientId, setClientId] = useState(client?.clientId ?? '');
  const [name, setName] = useState(client?.name ?? '');
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
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, Object.keys(errors).length + (failure ? 1 : 0), attempt);

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
    setAttempt((value) => value + 1);
    setFailure(undefined);
    const redirect = parseUrlList(redirectUrls, { required: true, max: MAX_URLS });
    const logout = parseUrlList(logoutUrls, { required: false, max: MAX_URLS });
    const found: Errors = {};
    if (!client) {
      if (!clientId.trim()) found.clientId = t('clients.required');
      else if (!clientIdSchema.safeParse(clientId.trim()).success) {
        found.clientId = t('clients.clientIdFormat');
      }
    }
    if (!name.trim()) found.name = t('clients.required');
    const redirectError = urlError(redirect);
    if (redirectError) found.redirectUrls = redirectError;
    const logoutError = urlError(logout);
    if (logoutError) found.postLogoutRedirectUrls = logoutError;
    const backchannel = parseUrlList(backchannelUrl, { required: false, max: 1 });
    const backchannelError = urlError(backchannel);
    if (backchannelError) found.backchannelLogoutUrl = backchannelError;
    const frontchannel = parseUrlList(frontchannelUrl, { required: false, max: 1 });
    const frontchannelError = urlError(frontchannel);
    if (frontchannelError) found.frontchannelLogoutUrl = frontchannelError;
    setErrors(found);
    if (
      Object.keys(found).length > 0 ||
      !redirect.ok ||
      !logout.ok ||
      !backchannel.ok ||
      !frontchannel.ok
    ) {
      return;
    }
    setBusy(true);
    onSubmit({
      clientId: client?.clientId ?? clientId.trim(),
      name: name.trim(),
      redirectUrls: redirect.urls,
      postLogoutRedirectUrls: logout.urls,
      scopes: PICKABLE_SCOPES.filter((scope) => scopes.includes(scope)),
      skipConsent,
      backchannelLogoutUrl: backchannel.urls[0] ?? null,
      frontchannelLogoutUrl: frontchannel.urls[0] ?? null,
      frontchannelLogoutSessionRequired: frontchannel.urls.length > 0 && frontchannelSession,
      ...(client ? {} : { type }),
    })
      .catch((error: unknown) => {
        // A taken client ID belongs to its field; anything else is said above the form.
        if (error instanceof ConsoleApiError && error.errorName === 'consoleItemExists') {
          setErrors({ clientId: errorText(t, error) });
          setAttempt((value) => value + 1);
        } else {
          setFailure(errorText(t, error));
        }
      })
      .finally(() => setBusy(false));
  };

  const toggleScope = (scope: string, on: boolean) =>
    setScopes((current) =>
      on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope),
    );

  return (
    <form ref={form} noValidate onSubmit={submit} className="form">
      <ErrorAlert text={failure} />
      {!client && (
        <TextField
          label={t('clients.clientId')}
          name="clientId"
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          error={errors.clientId}
          onChange={(event) => setClientId(event.target.value)}
        />
      )}
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
      <TextField
        label={t('clients.name')}
        name="name"
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
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
              onChange={(event) => toggleScope(scope, event.target.checked)}
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
