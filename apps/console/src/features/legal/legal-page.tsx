import {
  consoleAdminPaths,
  consoleLegalPublishResponseSchema,
  consoleLegalResponseSchema,
  type ConsoleLegalPublishRequest,
  type ConsoleLegalText,
  type ConsoleLegalVersion,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageTop } from '#components/admin-page-top.tsx';
import { Dialog } from '#components/dialog.tsx';
import { fillPath } from '#lib/api-client.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';
import { Acceptances } from '#features/legal/acceptances.tsx';
import { TextsForm } from '#features/legal/texts-form.tsx';

type Open = { kind: 'publish' } | { kind: 'add'; version: ConsoleLegalVersion };

const versionKey = (version: ConsoleLegalVersion) => `${version.kind}-${String(version.version)}`;

/** Legal documents: versions with languages and acceptances, publish, add a translation. */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [versions, reload] = useResource('legal', async () => {
    const answer = await api.get(consoleAdminPaths.legal, consoleLegalResponseSchema);
    return answer.data;
  });
  const [open, setOpen] = useState<Open | undefined>();
  const [shown, setShown] = useState<ConsoleLegalVersion | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const close = () => setOpen(undefined);

  const publish = async (request: ConsoleLegalPublishRequest) => {
    await api.send('POST', consoleAdminPaths.legal, consoleLegalPublishResponseSchema, request);
    close();
    setStatus(t('app.done'));
    reload();
  };

  const addTexts = async (version: ConsoleLegalVersion, texts: ConsoleLegalText[]) => {
    await api.send(
      'POST',
      fillPath(consoleAdminPaths.legalTexts, { kind: version.kind, version: version.version }),
      consoleLegalPublishResponseSchema,
      { texts },
    );
    close();
    setStatus(t('app.done'));
    reload();
  };

  return (
    <>
      <AdminPageTop
        heading={t('legal.heading')}
        action={t('legal.publishNew')}
        onAction={() => {
          setStatus(undefined);
          setOpen({ kind: 'publish' });
        }}
        status={status}
        resource={versions}
      />
      {versions.state === 'ready' &&
        (versions.data.versions.length === 0 ? (
          <p>{t('legal.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('legal.document')}</th>
                <th scope="col">{t('legal.version')}</th>
                <th scope="col">{t('legal.country')}</th>
                <th scope="col">{t('legal.publishedAt')}</th>
                <th scope="col">{t('legal.languages')}</th>
                <th scope="col">{t('legal.acceptanceCount')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('user.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.data.versions.map((version) => {
                const id = `legal-${versionKey(version)}`;
                return (
                  <tr key={versionKey(version)}>
                    <td id={id}>
                      {t(`legal.kinds.${version.kind}`)} {version.version}
                    </td>
                    <td>{version.version}</td>
                    <td>{version.country ?? t('legal.everyCountry')}</td>
                    <td>{formatDateTime(version.publishedAt, i18n.language)}</td>
                    <td>
                      <ul className="plain">
                        {version.texts.map((text) => (
                          <li key={text.language}>
                            <code>{text.language}</code> {text.title}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{version.acceptances}</td>
                    <td>
                      <div className="actions tight">
                        <button
                          type="button"
                          className="button"
                          aria-describedby={id}
                          aria-expanded={
                            shown !== undefined && versionKey(shown) === versionKey(version)
                          }
                          onClick={() => setShown(version)}
                        >
                          {t('legal.acceptances')}
                        </button>
                        <button
                          type="button"
                          className="button"
                          aria-describedby={id}
                          onClick={() => {
                            setStatus(undefined);
                            setOpen({ kind: 'add', version });
                          }}
                        >
                          {t('legal.addTranslation')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      {shown && <Acceptances key={versionKey(shown)} version={shown} />}
      {open?.kind === 'publish' && (
        <Dialog title={t('legal.publishHeading')} onClose={close}>
          <TextsForm
            mode="publish"
            appLanguages={versions.state === 'ready' ? versions.data.appLanguages : []}
            onSubmit={publish}
            onCancel={close}
          />
        </Dialog>
      )}
      {open?.kind === 'add' && (
        <Dialog
          title={t('legal.addTranslationHeading', {
            kind: t(`legal.kinds.${open.version.kind}`),
            version: open.version.version,
          })}
          onClose={close}
        >
          <TextsForm
            mode="add"
            taken={open.version.texts.map((text) => text.language)}
            onSubmit={(texts) => addTexts(open.version, texts)}
            onCancel={close}
          />
        </Dialog>
      )}
    </>
  );
}
