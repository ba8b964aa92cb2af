import { ptDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...ptDocumentNames,
  agreement: 'Li e aceito o Contrato de Utilizador e a Política de Privacidade',
  readDocuments: 'Ler os documentos',
  productServiceNotice:
    'A utilização dos nossos dispositivos e serviços ligados rege-se pelo <link></link>.',
  close: 'Fechar',
  loadingDocument: 'A carregar o documento…',
  loadFailed: 'Não foi possível carregar o documento.',
  retry: 'Tentar novamente',
  documentMeta: 'Versão {{version}}, em vigor desde {{date}}',
  shownInLanguage:
    'Este documento não está disponível no seu idioma. É apresentado em {{language}}.',
  updatedTitle: 'Atualizámos os nossos termos',
  updatedIntro:
    'Para continuar a utilizar a sua conta, leia e aceite as versões atuais destes documentos:',
  updatedVersion: 'versão {{version}}',
  accept: 'Aceitar',
  declineAndLogOut: 'Terminar sessão',
  declineHint: 'Se não os aceitar, a sua sessão será terminada.',
  accepted: 'Obrigado. A sua aceitação foi registada.',
  documentsTitle: 'Os seus acordos',
  documentAccepted: 'Aceite',
  documentNotAccepted: 'Ainda não aceite',
} satisfies LocaleShape<typeof en>;
