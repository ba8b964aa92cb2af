import {
  CONSOLE_IMPORT_MAX_BYTES,
  consoleImportPaths,
  consoleImportRefusalsResponseSchema,
  consoleImportRunResponseSchema,
  consoleImportRunsResponseSchema,
} from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#components/field.tsx';
import { LoadState } from '#components/load-state.tsx';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

/**
 * The user import (issue 34, decision 049): an admin imports a small file (at most
 * CONSOLE_IMPORT_MAX_BYTES; the admin tool's `import-users` takes large ones) and sees the last
 * imports with their counts and, on request, the refused rows.
 */
export function UserImportsPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [runs, reload] = useResource('user-imports', async () => {
    const answer = await api.get(consoleImportPaths.userImports, consoleImportRunsResponseSchema);
    return answer.data.runs;
  });
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [refusals, setRefusals] = useState<
    { importId: string; rows: { line: number; reason: string }[] } | undefined
  >();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    setFailure(undefined);
    if (file === undefined) {
      setFailure(t('userImports.chooseFile'));
      return;
    }
    if (file.size > CONSOLE_IMPORT_MAX_BYTES) {
      setFailure(t('userImports.tooLarge'));
      return;
    }
    setBusy(true);
    file
      .text()
      .then((content) =>
        api.send('POST', consoleImportPaths.userImports, consoleImportRunResponseSchema, {
          fileName: file.name,
          format: file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl',
          content,
        }),
      )
      .then(({ data }) => {
        setStatus(
          t('userImports.done', {
            imported: data.run.imported,
            skipped: data.run.skipped,
            refused: data.run.refused,
          }),
        );
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => setBusy(false));
  };

  const showRefusals = (importId: string) => {
    setFailure(undefined);
    api
      .get(
        consoleImportPaths.userImportRefusals.replace(':importId', importId),
        consoleImportRefusalsResponseSchema,
      )
      .then(({ data }) => setRefusals({ importId, rows: data.refusals }))
      .catch((error: unknown) => setFailure(errorText(t, error)));
  };

  return (
    <>
      <PageHeading>{t('userImports.heading')}</PageHeading>
      <p>{t('userImports.intro')}</p>
      <form onSubmit={submit} noValidate>
        <Field label={t('userImports.file')} hint={t('userImports.fileHint')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".jsonl,.json,.csv,text/csv,application/x-ndjson"
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          )}
        </Field>
        <button type="submit" className="button primary" disabled={busy}>
          {t('userImports.import')}
        </button>
      </form>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      <section aria-label={t('userImports.last')}>
        <h2>{t('userImports.last')}</h2>
        <LoadState resource={runs} />
        {runs.state === 'ready' &&
          (runs.data.length === 0 ? (
            <p>{t('userImports.none')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('userImports.startedAt')}</th>
                  <th scope="col">{t('userImports.fileName')}</th>
                  <th scope="col">{t('userImports.source')}</th>
                  <th scope="col">{t('userImports.status')}</th>
                  <th scope="col">{t('userImports.counts')}</th>
                  <th scope="col">{t('userImports.refused')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.data.map((run) => (
                  <tr key={run.id}>
                    <td>{formatDateTime(run.startedAt, i18n.language)}</td>
                    <td>{run.fileName}</td>
                    <td>{run.source}</td>
                    <td>{run.status}</td>
                    <td>
                      {t('userImports.countsValue', {
                        read: run.read,
                        imported: run.imported,
                        skipped: run.skipped,
                      })}
                    </td>
                    <td>
                      {run.refused === 0 ? (
                        '0'
                      ) : (
                        <button
                          type="button"
                          className="button"
                          onClick={() => showRefusals(run.id)}
                        >
                          {t('userImports.showRefused', { count: run.refused })}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </section>
      {refusals && (
        <section aria-label={t('userImports.refusedRows')}>
          <h2>{t('userImports.refusedRows')}</h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('userImports.line')}</th>
                <th scope="col">{t('userImports.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {refusals.rows.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
