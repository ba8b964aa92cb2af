import {
  ALL_LANGUAGES,
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleMailPreviewHtmlUrl,
  consoleMailPreviewResponseSchema,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#components/load-state.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

type BrandKey = 'first' | 'second';

/**
 * Decision 065: every e-mail the server sends, for one brand and language, as the server renders
 * it with sample values; each HTML part in a sandboxed frame (no script), its
 * plain-text part below it, and which ones come from the operator's templates.
 */
export function MailPreviewPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [brand, setBrand] = useState<BrandKey>('first');
  const [language, setLanguage] = useState<string>('en');
  const [previews] = useResource(`mail-previews-${brand}-${language}`, async () => {
    const query = new URLSearchParams({ brand, language });
    const answer = await api.get(
      `${CONSOLE_MAIL_PREVIEWS_PATH}?${query}`,
      consoleMailPreviewResponseSchema,
    );
    return answer.data;
  });
  return (
    <>
      <PageHeading>{t('mailPreview.heading')}</PageHeading>
      <form className="form-row" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('mailPreview.brand')}{' '}
          <select value={brand} onChange={(event) => setBrand(event.target.value as BrandKey)}>
            <option value="first">{t('mailPreview.first')}</option>
            <option value="second">{t('mailPreview.second')}</option>
          </select>
        </label>{' '}
        <label>
          {t('mailPreview.language')}{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value)}>
            {ALL_LANGUAGES.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      </form>
      <LoadState resource={previews} />
      {previews.state === 'ready' &&
        previews.data.mails.map((mail) => (
          <section key={mail.kind} aria-label={mail.kind}>
            <h2>
              {mail.kind} · {mail.subject}
            </h2>
            <p>
              {mail.override === null
                ? t('mailPreview.builtIn')
                : t('mailPreview.override', { file: mail.override.html })}
            </p>
            <iframe
              title={t('mailPreview.frame', { kind: mail.kind })}
              // No script ever runs in it (nor does its CSP allow one); it keeps the console's
              // origin for the built-in logo, which the server serves to its own origin only.
              sandbox="allow-same-origin"
              // Its own page with its own CSP (inline styles, the logo), not `srcdoc`: a `srcdoc`
              // frame inherits the console's CSP, which blocks the mail's inline styles.
              src={consoleMailPreviewHtmlUrl(
                mail.kind,
                previews.data.language,
                previews.data.brand,
              )}
              width="100%"
              height="480"
            />
            <details>
              <summary>{t('mailPreview.text')}</summary>
              <pre>{mail.text}</pre>
            </details>
          </section>
        ))}
    </>
  );
}
