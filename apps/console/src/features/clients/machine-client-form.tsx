import {
  clientIdSchema,
  MANAGEMENT_SCOPES,
  type ConsoleClient,
  type ManagementScope,
} from '@account-centre/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { ConsoleApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import type { ClientFormValues } from '#features/clients/client-form.tsx';

type Errors = Partial<Record<'clientId' | 'name' | 'scopes', string>>;

/** What each scope opens; a scope added to the contract needs its text here (typecheck). */
const SCOPE_TEXTS = {
  'users:read': 'machineClients.scopeTexts.usersRead',
  'users:write': 'machineClients.scopeTexts.usersWrite',
  'sessions:write': 'machineClients.scopeTexts.sessionsWrite',
  'legal:write': 'machineClients.scopeTexts.legalWrite',
  'webhooks:read': 'machineClients.scopeTexts.webhooksRead',
  'webhooks:write': 'machineClients.scopeTexts.webhooksWrite',
} as const satisfies Record<ManagementScope, string>;

interface MachineClientFormProps {
  /** Editing this machine client; registering a new one when absent. */
  client?: ConsoleClient;
  submitLabel: string;
  /** `machine` is sent when registering; a client keeps its kind. */
  onSubmit: (values: ClientFormValues & { machine?: true }) => Promise<void>;
  onCancel: () => void;
}

/**
 * A machine client of the management API (decision 052): an ID (new only), a name and the
 * management scopes it may use, chosen from the contract's list; no URLs and no consent screen.
 * It authenticates with its secret (`client_credentials`).
 */
export function MachineClientForm({
  client,
  submitLabel,
  onSubmit,
  onCancel,
}: MachineClientFormProps) {
  const { t } = useTranslation();
  const [clientId, setClientId] = useState(client?.clientId ?? '');
  const [name, setName] = useState(client?.name ?? '');
  const [scopes, setScopes] = useState<string[]>(client?.scopes ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const scopesErrorId = useId();
  useFocusFirstError(form, Object.keys(errors).length + (failure ? 1 : 0), attempt);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((value) => value + 1);
    setFailure(undefined);
    const found: Errors = {};
    if (!client) {
      if (!clientId.trim()) found.clientId = t('clients.required');
      else if (!clientIdSchema.safeParse(clientId.trim()).success) {
        found.clientId = t('clients.clientIdFormat');
      }
    }
    if (!name.trim()) found.name = t('clients.required');
    const chosen = MANAGEMENT_SCOPES.filter((scope) => scopes.includes(scope));
    if (chosen.length === 0) found.scopes = t('machineClients.scopesRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    onSubmit({
      clientId: client?.clientId ?? clientId.trim(),
      name: name.trim(),
      redirectUrls: [],
      postLogoutRedirectUrls: [],
      scopes: chosen,
      skipConsent: false,
      ...(client ? {} : { machine: true as const }),
    })
      .catch((error: unknown) => {
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
      <p>{t('machineClients.intro')}</p>
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
      <TextField
        label={t('clients.name')}
        name="name"
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="fieldset" aria-describedby={errors.scopes ? scopesErrorId : undefined}>
        <legend>{t('machineClients.scopes')}</legend>
        {MANAGEMENT_SCOPES.map((scope, index) => (
          <label key={scope} className="check">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              aria-invalid={errors.scopes && index === 0 ? true : undefined}
              aria-describedby={errors.scopes ? scopesErrorId : undefined}
              onChange={(event) => toggleScope(scope, event.target.checked)}
            />
            <span>
              <code>{scope}</code> {t(SCOPE_TEXTS[scope])}
            </span>
          </label>
        ))}
        {errors.scopes && (
          <p id={scopesErrorId} className="field-error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <SubmitOrCancel label={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
