import type { Language, LegalDocumentKind } from '@account-centre/contract';

/**
 * The legal documents' names in the footer of every e-mail (decision 065), as the web app names
 * them (its `legal` texts). When the documents' titles get one shared source (issue 37 "Words that
 * match"), this table reads from it.
 */
export const LEGAL_LINK_TITLES: Record<Language, Record<LegalDocumentKind, string>> = {
  ar: {
    'user-agreement': 'اتفاقية المستخدم',
    'privacy-policy': 'سياسة الخصوصية',
    'product-service-agreement': 'اتفاقية خدمة المنتج',
  },
  da: {
    'user-agreement': 'Brugeraftale',
    'privacy-policy': 'Privatlivspolitik',
    'product-service-agreement': 'Serviceaftale for produkter',
  },
  de: {
    'user-agreement': 'Nutzungsvereinbarung',
    'privacy-policy': 'Datenschutzerklärung',
    'product-service-agreement': 'Produktservice-Vereinbarung',
  },
  en: {
    'user-agreement': 'User Agreement',
    'privacy-policy': 'Privacy Policy',
    'product-service-agreement': 'Product Service Agreement',
  },
  es: {
    'user-agreement': 'Acuerdo de usuario',
    'privacy-policy': 'Política de privacidad',
    'product-service-agreement': 'Acuerdo de servicio de productos',
  },
  fi: {
    'user-agreement': 'Käyttäjäsopimus',
    'privacy-policy': 'Tietosuojakäytäntö',
    'product-service-agreement': 'Tuotepalvelusopimus',
  },
  fr: {
    'user-agreement': "Contrat d'utilisation",
    'privacy-policy': 'Politique de confidentialité',
    'product-service-agreement': 'Contrat de service des produits',
  },
  he: {
    'user-agreement': 'הסכם המשתמש',
    'privacy-policy': 'מדיניות הפרטיות',
    'product-service-agreement': 'הסכם השירות למוצר',
  },
  id: {
    'user-agreement': 'Perjanjian Pengguna',
    'privacy-policy': 'Kebijakan Privasi',
    'product-service-agreement': 'Perjanjian Layanan Produk',
  },
  it: {
    'user-agreement': 'Contratto utente',
    'privacy-policy': 'Informativa sulla privacy',
    'product-service-agreement': 'Contratto di servizio dei prodotti',
  },
  ja: {
    'user-agreement': '利用規約',
    'privacy-policy': 'プライバシーポリシー',
    'product-service-agreement': '製品サービス規約',
  },
  kk: {
    'user-agreement': 'Пайдаланушы келісімі',
    'privacy-policy': 'Құпиялылық саясаты',
    'product-service-agreement': 'Өнімдер мен қызметтер туралы келісім',
  },
  ko: {
    'user-agreement': '이용약관',
    'privacy-policy': '개인정보 처리방침',
    'product-service-agreement': '제품 서비스 약관',
  },
  ms: {
    'user-agreement': 'Perjanjian Pengguna',
    'privacy-policy': 'Dasar Privasi',
    'product-service-agreement': 'Perjanjian Perkhidmatan Produk',
  },
  nb: {
    'user-agreement': 'Brukeravtale',
    'privacy-policy': 'Personvernerklæring',
    'product-service-agreement': 'Tjenesteavtale for produkter',
  },
  nl: {
    'user-agreement': 'Gebruikersovereenkomst',
    'privacy-policy': 'Privacybeleid',
    'product-service-agreement': 'Productserviceovereenkomst',
  },
  pl: {
    'user-agreement': 'Umowa użytkownika',
    'privacy-policy': 'Polityka prywatności',
    'product-service-agreement': 'Umowa dotycząca produktów i usług',
  },
  pt: {
    'user-agreement': 'Contrato de Utilizador',
    'privacy-policy': 'Política de Privacidade',
    'product-service-agreement': 'Contrato de Serviço do Produto',
  },
  ru: {
    'user-agreement': 'Пользовательское соглашение',
    'privacy-policy': 'Политика конфиденциальности',
    'product-service-agreement': 'Соглашение о продуктах и сервисах',
  },
  sv: {
    'user-agreement': 'Användaravtal',
    'privacy-policy': 'Integritetspolicy',
    'product-service-agreement': 'Tjänsteavtal för produkter',
  },
  th: {
    'user-agreement': 'ข้อตกลงผู้ใช้',
    'privacy-policy': 'นโยบายความเป็นส่วนตัว',
    'product-service-agreement': 'ข้อตกลงการให้บริการผลิตภัณฑ์',
  },
  tr: {
    'user-agreement': 'Kullanıcı Sözleşmesi',
    'privacy-policy': 'Gizlilik Politikası',
    'product-service-agreement': 'Ürün Hizmet Sözleşmesi',
  },
  uk: {
    'user-agreement': 'Угода користувача',
    'privacy-policy': 'Політика конфіденційності',
    'product-service-agreement': 'Угода про продукти та сервіси',
  },
  vi: {
    'user-agreement': 'Thỏa thuận người dùng',
    'privacy-policy': 'Chính sách quyền riêng tư',
    'product-service-agreement': 'Thỏa thuận dịch vụ sản phẩm',
  },
  zh: {
    'user-agreement': '用户协议',
    'privacy-policy': '隐私政策',
    'product-service-agreement': '产品服务协议',
  },
  'zh-HK': {
    'user-agreement': '用戶協議',
    'privacy-policy': '私隱政策',
    'product-service-agreement': '產品服務協議',
  },
  'zh-TW': {
    'user-agreement': '使用者協議',
    'privacy-policy': '隱私權政策',
    'product-service-agreement': '產品服務協議',
  },
};
