import { clientIdSchema, type ConsoleClient } from '@account-centre/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/field.tsx';
import { useFocusFirstError } from '#components/notice.tsx';
import { ConsoleApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

/** A field's error text by field name; every client form has the ID (new only) and the name. */
export type ClientFormErrors<Field extends string> = Partial<
  Record<'clientId' | 'name' | Field, string>
>;

/** `list` with `item` added (once) or removed. */
export function toggled(list: readonly string[], item: string, on: boolean): string[] {
  const without = list.filter((entry) => entry !== item);
  return on ? [...without, item] : without;
}

/**
 * What the relying-party form and the machine-client form share: the ID (new only) and the name,
 * their checks, the busy state, the refusal shown above the form or at a taken ID, and the focus
 * on the first error after each try.
 */
export function useClientForm<Field extends string>(client: ConsoleClient | undefined) {
  const { t } = useTranslation();
  const [clientId, setClientId] = useState(client?.clientId ?? '');
  const [name, setName] = useState(client?.name ?? '');
  const [errors, setErrors] = useState<ClientFormErrors<Field>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, Object.keys(errors).length + (failure ? 1 : 0), attempt);

  /** Starts a try: the errors of the ID (new clients only) and the name. */
  const begin = (): ClientFormErrors<Field> => {
    setAttempt((value) => value + 1);
    setFailure(undefined);
    const found: ClientFormErrors<Field> = {};
    if (!client) {
      if (!clientId.trim()) found.clientId = t('clients.required');
      else if (!clientIdSchema.safeParse(clientId.trim()).success) {
        found.clientId = t('clients.clientIdFormat');
      }
    }
    if (!name.trim()) found.name = t('clients.required');
    return found;
  };

  /** Shows `found`; when there is none, sends and shows a refusal: a taken ID at its field. */
  const finish = (found: ClientFormErrors<Field>, send: () => Promise<void>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    send()
      .catch((error: unknown) => {
        if (error instanceof ConsoleApiError && error.errorName === 'consoleItemExists') {
          setErrors({ clientId: errorText(t, error) } as ClientFormErrors<Field>);
          setAttempt((value) => value + 1);
        } else {
          setFailure(errorText(t, error));
        }
      })
      .finally(() => setBusy(false));
  };

  const idAndName = (
    <>
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
    </>
  );

  return {
    form,
    errors,
    failure,
    busy,
    /** The ID to send: the edited client's, or the one typed. */
    clientId: client?.clientId ?? clientId.trim(),
    name: name.trim(),
    begin,
    finish,
    /** The ID field (new clients only) and the name field. */
    idAndName,
  };
}
