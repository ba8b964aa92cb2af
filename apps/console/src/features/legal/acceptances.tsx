import {
  consoleAdminPaths,
  consoleLegalAcceptancesResponseSchema,
  DEFAULT_TENANT_ID,
  type ConsoleLegalVersion,
} from '@account-centre/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/field.tsx';
import { ErrorAlert } from '#components/notice.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { TENANTS } from '#lib/tenants.ts';
import { useSession } from '#session/session.tsx';

interface Row {
  userId: string;
  productId: string;
  acceptedAt: string;
}

/** Who accepted one version, per tenant, newest first, a page at a time ("Older acceptances"). */
export function Acceptances({ version }: { version: ConsoleLegalVersion }) {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [tenant, setTenant] = useState<string>(DEFAULT_TENANT_ID);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState<number | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const path = fillPath(consoleAdminPaths.legalAcceptances, {
    kind: version.kind,
    version: version.version,
  });

  const load = (before: string | undefined) =>
    api.get(path, consoleLegalAcceptancesResponseSchema, { tenant, before });

  useEffect(() => {
    let live = true;
    api.get(path, consoleLegalAcceptancesResponseSchema, { tenant }).then(
      (answer) => {
        if (!live) return;
        setRows(answer.data.acceptances);
        setTotal(answer.data.total);
        setFailure(undefined);
        setBusy(false);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(errorText(t, error));
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, path, tenant, t]);

  useEffect(() => {
    heading.current?.focus();
  }, [version]);

  const more = () => {
    const last = rows.at(-1);
    if (!last) return;
    setBusy(true);
    load(last.acceptedAt)
      .then((answer) => {
        setRows((current) => [...current, ...answer.data.acceptances]);
        setTotal(answer.data.total);
      })
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => setBusy(false));
  };

  const kind = t(`legal.kinds.${version.kind}`);
  return (
    <section aria-labelledby="acceptances-heading" className="panel">
      <h2 id="acceptances-heading" ref={heading} tabIndex={-1}>
        {t('legal.acceptances')}
      </h2>
      <p>{t('legal.acceptancesOf', { kind, version: version.version })}</p>
      <SelectField
        label={t('legal.tenant')}
        name="tenant"
        value={tenant}
        onChange={(event) => {
          setBusy(true);
          setRows([]);
          setTotal(undefined);
          setTenant(event.target.value);
        }}
      >
        {TENANTS.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </SelectField>
      <ErrorAlert text={failure} />
      {total !== undefined && <p role="status">{t('legal.total', { count: total })}</p>}
      {total === 0 ? (
        <p>{t('legal.noAcceptances')}</p>
      ) : (
        rows.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('legal.productId')}</th>
                <th scope="col">{t('legal.acceptedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.userId}-${row.acceptedAt}`}>
                  <td>{row.productId}</td>
                  <td>{formatDateTime(row.acceptedAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
      {total !== undefined && rows.length < total && (
        <button type="button" className="button" disabled={busy} onClick={more}>
          {t('legal.more')}
        </button>
      )}
    </section>
  );
}
