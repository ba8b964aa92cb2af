import '#components/ui/item-list.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { exportData, type ExportFormat } from '#features/privacy/api/privacy-api.ts';
import { ProofDialog } from '#features/privacy/components/proof-dialog.tsx';
import { toast } from '#lib/ui/toast.ts';

const MEDIA_TYPES: Record<ExportFormat, string> = {
  json: 'application/json',
  html: 'text/html',
};

/** Hands the answer to the browser as a file download. */
function saveFile(content: string, format: ExportFormat): void {
  const url = URL.createObjectURL(
    new Blob([content], { type: `${MEDIA_TYPES[format]};charset=utf-8` }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `account-data-${new Date().toISOString().slice(0, 10)}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download your data" (issue 34, decision 048): the JSON file or the readable page in the
 * user's language, each after a fresh proof; the daily limit's refusal shows in the dialog.
 */
export function DataExport({ offerPasskey }: { offerPasskey: boolean }) {
  const { t, i18n } = useTranslation('privacy');
  const [format, setFormat] = useState<ExportFormat>();
  const rows: { format: ExportFormat; name: string; detail: string }[] = [
    { format: 'json', name: t('exportJson'), detail: t('exportJsonDetail') },
    { format: 'html', name: t('exportHtml'), detail: t('exportHtmlDetail') },
  ];
  return (
    <section className="list-section" aria-labelledby="export-title">
      <h3 id="export-title" className="list-section__title">
        {t('exportTitle')}
      </h3>
      <p className="list-section__text">{t('exportText')}</p>
      <ul className="item-list">
        {rows.map((row) => (
          <li key={row.format} className="item-row" data-testid={`export-${row.format}`}>
            <div className="item-row__text">
              <span className="item-row__name">{row.name}</span>
              <span className="item-row__detail">{row.detail}</span>
            </div>
            <div className="item-row__actions">
              <Button
                variant="secondary"
                aria-label={t('downloadLabel', { format: row.name })}
                onClick={() => setFormat(row.format)}
              >
                {t('download')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ProofDialog
        open={format !== undefined}
        offerPasskey={offerPasskey}
        onConfirm={async (proof) => {
          if (!format) return;
          saveFile(await exportData(proof, format, i18n.language), format);
          toast.success(t('exportDone'));
        }}
        onClose={() => setFormat(undefined)}
      />
    </section>
  );
}
