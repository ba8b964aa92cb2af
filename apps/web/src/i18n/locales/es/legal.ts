import { esDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...esDocumentNames,
  agreement: 'He leído y acepto el Acuerdo de usuario y la Política de privacidad',
  readDocuments: 'Leer los documentos',
  productServiceNotice:
    'El uso de nuestros dispositivos y servicios conectados se rige por el <link></link>.',
  close: 'Cerrar',
  loadingDocument: 'Cargando el documento…',
  loadFailed: 'No se ha podido cargar el documento.',
  retry: 'Reintentar',
  documentMeta: 'Versión {{version}}, vigente desde el {{date}}',
  shownInLanguage:
    'Este documento no está disponible en tu idioma. Se muestra en el siguiente idioma: {{language}}.',
  updatedTitle: 'Hemos actualizado nuestras condiciones',
  updatedIntro:
    'Para seguir usando tu cuenta, lee y acepta las versiones vigentes de estos documentos:',
  updatedVersion: 'versión {{version}}',
  accept: 'Aceptar',
  declineAndLogOut: 'Cerrar sesión',
  declineHint: 'Si no los aceptas, se cerrará tu sesión.',
  accepted: 'Gracias. Se ha registrado tu aceptación.',
  documentsTitle: 'Tus acuerdos',
  documentAccepted: 'Aceptado',
  documentNotAccepted: 'Aún no aceptado',
} satisfies LocaleShape<typeof en>;
