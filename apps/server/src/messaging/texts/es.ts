import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Spanish. */
export const es: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Tu código de verificación de ${brand}`,
    action: {
      register: 'crear tu cuenta',
      login: 'iniciar sesión',
      reset: 'restablecer tu contraseña',
      'change-email': 'cambiar tu correo electrónico',
      'double-check': 'confirmar que eres tú quien inicia sesión',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Este es tu código de verificación de ${brand} para ${action}: ${code}`,
        `Es válido durante ${validity} y solo se puede usar una vez.`,
        'Si no lo has solicitado, ignora este mensaje; no compartas nunca el código con nadie.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Se ha cambiado el correo electrónico de tu cuenta de ${brand}`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `El correo electrónico de tu cuenta de ${brand} se ha cambiado a ${newEmail}.`,
        'A partir de ahora, los códigos y mensajes sobre tu cuenta se enviarán a la nueva dirección.',
        `Si no has sido tú, abre ${undoUrl} en un plazo de ${validity}: se restaurará esta dirección y se cerrará la sesión en todos los dispositivos. Después, restablece tu contraseña.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Se ha cambiado la contraseña de ${brand}`,
    body: ({ brand, resetUrl }) =>
      [
        `Se acaba de cambiar la contraseña de su cuenta de ${brand}.`,
        `Si ha sido usted, no tiene que hacer nada.`,
        `Si no ha sido usted, restablezca su contraseña de inmediato en ${resetUrl}: así se cerrará la sesión en todos los dispositivos.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: se ha cambiado su contraseña. ¿No ha sido usted? Restablézcala: ${resetUrl}`,
  },
  sms: {
    // Only GSM-7 letters (no á, í, ó, ú), so that the text fits one 160-character segment.
    action: {
      register: 'crear tu cuenta',
      login: 'acceder',
      reset: 'restablecer tu contraseña',
      'change-email': 'cambiar tu correo',
      'double-check': 'confirmar tu acceso',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: usa ${code} para ${action}. Caduca en ${validityShort}. No lo compartas con nadie.`,
  },
  providerPages: {
    logoutTitle: 'Cerrar sesión',
    logoutQuestion: ({ app, brand }) =>
      `${app} solicita cerrar tu sesión en tu cuenta de ${brand}.`,
    logoutConfirm: 'Cerrar mi sesión',
    logoutCancel: 'Mantener la sesión iniciada',
    signedOutTitle: 'Sesión cerrada',
    signedOutText: (brand) => `Has cerrado la sesión en tu cuenta de ${brand}.`,
    errorTitle: 'No es posible iniciar sesión',
    errorText:
      'No se pudo completar la solicitud de la aplicación. Vuelve a la aplicación e inténtalo de nuevo, o inicia sesión aquí.',
    errorCode: 'Código de error',
    toLogin: 'Continuar al inicio de sesión normal',
    signingOutTitle: 'Cerrar sesión',
    signingOutText: (brand) =>
      `No has iniciado sesión en tu cuenta de ${brand} aquí. Continúa para terminar de cerrar la sesión.`,
    continue: 'Continuar',
    languageLabel: 'Idioma',
    languageChange: 'Cambiar',
    footer: ({ year, brand }) => `© ${year} ${brand}. Todos los derechos reservados.`,
  },
};
