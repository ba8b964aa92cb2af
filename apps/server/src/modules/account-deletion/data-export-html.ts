import { isRtl, type DataExport } from '@account-centre/contract';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { EXPORT_LABELS, type ExportLabels } from '#modules/account-deletion/data-export-texts.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The data export as a readable, self-contained HTML page in `language` (no script, no external
 * resource): one section per kind of data, dates in the language's words (UTC).
 */
export function renderDataExportHtml(data: DataExport, language: string): string {
  const lang = messageLanguageOf(language);
  const t: ExportLabels = EXPORT_LABELS[lang];
  const dateTime = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const when = (value: string | null) =>
    value === null ? t.none : `${dateTime.format(new Date(value))} UTC`;
  const cell = (value: string | number | null) =>
    `<td>${escape(value === null ? t.none : String(value))}</td>`;
  const table = (title: string, head: string[], rows: (string | number | null)[][]) =>
    [
      `<section><h2>${escape(title)}</h2>`,
      rows.length === 0
        ? `<p>${escape(t.none)}</p>`
        : `<table><thead><tr>${head.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
            .map((row) => `<tr>${row.map(cell).join('')}</tr>`)
            .join('')}</tbody></table>`,
      '</section>',
    ].join('');
  const pairs = (title: string, rows: [string, string | number | null][]) =>
    `<section><h2>${escape(title)}</h2><dl>${rows
      .map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v === null ? t.none : String(v))}</dd>`)
      .join('')}</dl></section>`;
  const { profile } = data;
  const body = [
    `<h1>${escape(t.title)}</h1>`,
    `<p>${escape(t.exportedAt)}: ${escape(when(data.exportedAt))}</p>`,
    pairs(t.profile, [
      [t.accountId, profile.id],
      [t.productId, profile.productId],
      [t.country, profile.country],
      [t.birthDate, profile.birthDate],
      [t.language, profile.language],
      [t.createdAt, when(profile.createdAt)],
    ]),
    pairs(t.identifiers, [
      [t.email, data.identifiers.email],
      [t.phone, data.identifiers.phone],
    ]),
    table(
      t.agreements,
      [t.document, t.version, t.acceptedAt],
      data.agreements.map((a) => [a.kind, a.version, when(a.acceptedAt)]),
    ),
    table(
      t.devices,
      [t.device, t.ip, t.createdAt, t.lastSeenAt, t.endedAt],
      data.devices.map((d) => [
        d.userAgent,
        d.ip,
        when(d.createdAt),
        when(d.lastSeenAt),
        when(d.endedAt),
      ]),
    ),
    table(
      t.knownDevices,
      [t.createdAt, t.lastSeenAt],
      data.knownDevices.map((d) => [when(d.firstSeenAt), when(d.lastSeenAt)]),
    ),
    table(
      t.activity,
      [t.event, t.at, t.ip, t.device],
      data.activity.map((a) => [a.type, when(a.at), a.ip, a.userAgent]),
    ),
    table(
      t.passkeys,
      [t.name, t.createdAt, t.lastUsedAt],
      data.passkeys.map((p) => [p.name, when(p.createdAt), when(p.lastUsedAt)]),
    ),
    pairs(t.authenticator, [
      [t.enabled, data.authenticator.enabled ? t.yes : t.no],
      [t.createdAt, when(data.authenticator.enabledAt)],
      [t.recoveryCodesLeft, data.authenticator.recoveryCodesLeft],
    ]),
    table(
      t.relyingParties,
      [t.app, t.scopes, t.acceptedAt],
      data.relyingParties.map((r) => [r.name ?? r.clientId, r.scopes.join(' '), when(r.grantedAt)]),
    ),
  ].join('\n');
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:start;vertical-align:top;word-break:break-word}dt{font-weight:600}dd{margin:0 0 .5rem}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}
