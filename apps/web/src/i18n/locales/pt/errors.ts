import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Por motivos de segurança, a nova palavra-passe não pode ser igual a nenhuma das três últimas utilizadas.',
  invalidParameter: 'Peça primeiro o envio do código.',
  invalidPassword: 'Palavra-passe inválida',
  verificationCodeInvalid: 'O código de verificação é inválido ou expirou.',
  verificationCodeExpired: 'O código de verificação é inválido ou expirou.',
  codeSendFailed: 'Não foi possível enviar-lhe um código.',
  codeSentTooOften: 'Demasiadas tentativas. Tente novamente mais tarde.',
  codeSendLimitReached: 'Demasiadas tentativas. Tente novamente mais tarde.',
  mobileNotSignedUp: 'Este número de telemóvel ainda não está registado.',
  accountNotRegistered: 'Conta não registada. Introduza outra.',
  mobileAlreadySignedUp: 'Este número de telemóvel já está registado. Iniciar sessão agora?',
  emailAlreadySignedUp: 'Este e-mail já está registado. Iniciar sessão agora?',
  emailOccupied: 'Este e-mail já está a ser utilizado por outra conta.',
  emailSameAsCurrent: 'Este e-mail é igual ao atual.',
  emailChangeUndoInvalid: 'Esta ligação para anular não é válida, expirou ou já foi utilizada.',
  passwordIncorrect: 'Palavra-passe incorreta. Tente novamente.',
  accountDeletionLinkInvalid: 'Este link de cancelamento é inválido, expirou ou já foi utilizado.',
  deletionConfirmationMismatch:
    'Não é o endereço de e-mail, o número de telefone nem o ID do produto desta conta.',
  passwordTooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  newPasswordSameAsOld:
    'Não foi possível alterar a palavra-passe. A nova palavra-passe tem de ser diferente da anterior.',
  exceedMaxLoginAttempts:
    'Demasiadas tentativas. A conta foi bloqueada. Tente novamente mais tarde ou recupere a sua palavra-passe.',
  userPasswordNotMatch: 'Conta ou palavra-passe incorreta. Tente novamente.',
  usernameOrPasswordError: 'O utilizador pedido NÃO existe.',
  invalidOrExpiredVerification: 'O código de verificação é inválido ou expirou.',
  badRequest:
    'Não foi possível processar o pedido. Verifique os dados introduzidos e tente novamente.',
  underMinimumAge: 'Tem de ter mais de {{old}} anos para se registar.',
  unknownTenant:
    'Esta ligação não é válida para o nosso serviço. Abra o centro de conta a partir do endereço habitual.',
  unsupportedGrantType: 'Este método de início de sessão não é suportado.',
  unauthorizedClient:
    'Esta aplicação não pode iniciar sessão com palavra-passe. Inicie sessão através do centro de conta.',
  unknownTargetClient:
    'A aplicação de onde veio não é reconhecida. Abra novamente a respetiva ligação de início de sessão.',
  decryptionFailed:
    'Não foi possível enviar o seu pedido de forma segura. Recarregue a página e tente novamente.',
  contextHeaderInvalid:
    'Não foi possível ler as suas definições de região e idioma. Recarregue a página e tente novamente.',
  signatureInvalid:
    'Não foi possível verificar o seu pedido. Recarregue a página e tente novamente.',
  signatureExpired:
    'A data e a hora do seu dispositivo parecem estar incorretas. Corrija-as e tente novamente.',
  nonceReused: 'Este pedido já foi enviado. Verifique o resultado antes de tentar novamente.',
  sliderRequired: 'Conclua a verificação por deslize.',
  sliderFailed: 'A verificação por deslize não corresponde. Deslize novamente.',
  tokenInvalid: 'A sua sessão expirou. Inicie sessão novamente.',
  invalidClient:
    'Não foi possível verificar esta aplicação. Recarregue a página e tente novamente.',
  sessionExpired: 'A sua sessão expirou. Inicie sessão novamente.',
  phoneRegionNotAllowed:
    'Não é possível utilizar aqui números de telemóvel deste país ou região. Utilize o seu endereço de e-mail.',
  notFound: 'O item pedido não foi encontrado.',
  legalVersionNotCurrent: 'Os termos acabaram de ser alterados. Leia a versão atual e aceite-a.',
  payloadTooLarge: 'O pedido é demasiado grande.',
  unsupportedMediaType: 'O formato do pedido não é suportado.',
  tooManyRequests: 'Demasiados pedidos. Tente novamente mais tarde.',
  internalError: 'Ocorreu um erro. Tente novamente mais tarde.',
  unknownError: 'Ocorreu um erro. Tente novamente.',
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente mais tarde.',
  unknownClient: 'O site de onde veio não está registado. Volte atrás e tente novamente.',
  redirectUrlNotRegistered:
    'O endereço de retorno do site de onde veio não está registado. Volte atrás e tente novamente.',
  invalidAuthorizationRequest:
    'O pedido de início de sessão do site de onde veio não é válido. Volte atrás e tente novamente.',
  secondFactorInvalid:
    'O código da aplicação de autenticação ou o código de recuperação está errado ou já foi usado.',
  passkeyInvalid: 'Não foi possível verificar a chave de acesso. Tente novamente.',
  reauthenticationRequired: 'Para sua segurança, inicie sessão novamente e tente de novo.',
  stepUpRequired:
    'Confirme com a sua palavra-passe (ou um código da app de autenticação) para fazer isto.',
  connectorTicketInvalid:
    'Este link de início de sessão já não é válido ou foi iniciado noutro navegador. Comece novamente.',
  connectorIdentityTaken: 'Esta conta do outro fornecedor já está associada a outra conta.',
  connectorLastSignInMethod:
    'Este é o seu único modo de iniciar sessão, por isso não pode ser desassociado. Defina primeiro uma palavra-passe ou adicione uma chave de acesso.',
  connectorUpstreamFailed:
    'O outro fornecedor não conseguiu iniciar a sua sessão. Tente mais tarde ou use outro modo de iniciar sessão.',
  securityItemNotFound: 'Este item já não existe.',
  totpAlreadyEnabled: 'Já existe uma aplicação de autenticação configurada.',
  accountDisabled: 'Esta conta foi desativada. Contacte o suporte.',
} satisfies LocaleShape<typeof en>;
