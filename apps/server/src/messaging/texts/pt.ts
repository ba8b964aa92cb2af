import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** European Portuguese. */
export const pt: MessageTexts = {
  codeEmail: {
    subject: (brand) => `O seu código de verificação ${brand}`,
    action: {
      register: 'criar a sua conta',
      login: 'iniciar sessão',
      reset: 'repor a sua palavra-passe',
      'change-email': 'alterar o seu endereço de e-mail',
      'double-check': 'confirmar a sua identidade ao iniciar sessão',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Eis o seu código de verificação ${brand} para ${action}: ${code}`,
        `É válido durante ${validity} e só pode ser utilizado uma vez.`,
        'Se não o pediu, ignore esta mensagem; nunca partilhe o código com ninguém.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `O endereço de e-mail da sua conta ${brand} foi alterado`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `O endereço de e-mail da sua conta ${brand} foi alterado para ${newEmail}.`,
        'Os códigos e as mensagens sobre a sua conta passam a ser enviados para o novo endereço.',
        `Se não fez esta alteração, abra ${undoUrl} no prazo de ${validity}: este endereço será reposto e todos os dispositivos terão a sessão terminada. Depois, reponha a sua palavra-passe.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `A sua palavra-passe da ${brand} foi alterada`,
    body: ({ brand, resetUrl }) =>
      [
        `A palavra-passe da sua conta ${brand} acabou de ser alterada.`,
        `Se foi você, não precisa de fazer nada.`,
        `Se não foi você, reponha a palavra-passe de imediato em ${resetUrl}: todos os dispositivos terão a sessão terminada.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: a sua palavra-passe foi alterada. Não foi você? Reponha-a: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'criar a sua conta',
      login: 'iniciar sessão',
      reset: 'repor palavra-passe',
      'change-email': 'alterar o e-mail',
      'double-check': 'confirmar o acesso',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: código ${code} para ${action} (${validityShort}). Não partilhe.`,
  },
  providerPages: {
    logoutTitle: 'Terminar sessão',
    logoutQuestion: ({ app, brand }) => `${app} pede para terminar a sua sessão na conta ${brand}.`,
    logoutConfirm: 'Terminar a minha sessão',
    logoutCancel: 'Manter a sessão iniciada',
    signedOutTitle: 'Sessão terminada',
    signedOutText: (brand) => `Terminou a sessão na sua conta ${brand}.`,
    errorTitle: 'Não é possível iniciar sessão',
    errorText:
      'Não foi possível concluir o pedido da aplicação. Volte à aplicação e tente novamente, ou inicie sessão aqui.',
    errorCode: 'Código de erro',
    toLogin: 'Continuar para o início de sessão normal',
    signingOutTitle: 'Terminar sessão',
    signingOutText: (brand) =>
      `Não tem sessão iniciada na sua conta ${brand} aqui. Continue para concluir o término de sessão.`,
    continue: 'Continuar',
    languageLabel: 'Idioma',
    languageChange: 'Alterar',
    footer: ({ year, brand }) => `© ${year} ${brand}. Todos os direitos reservados.`,
  },
};
