import type { Language, OrderStatus } from '@farmai/contracts';

/** The words of every mail, in one language. `{…}` parts are filled in by the templates. */
export interface MailWords {
  greeting: (name: string) => string;
  signature: string;
  footer: string;
  welcomeSubject: string;
  welcomeIntro: string;
  welcomeAction: string;
  orderSubject: (orderNumber: string) => string;
  orderIntro: (orderNumber: string) => string;
  /** A cash-on-delivery order's intro: nothing is paid yet, the total is paid in cash at delivery. */
  orderCashIntro: (orderNumber: string, total: string) => string;
  /** The table row of cash on delivery's fee. */
  orderCashFee: string;
  orderItem: string;
  orderQuantity: string;
  orderAmount: string;
  orderTotal: string;
  orderShipTo: string;
  orderAction: string;
  statusSubject: (orderNumber: string) => string;
  statusIntro: (orderNumber: string, status: string) => string;
  statuses: Record<OrderStatus, string>;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetExpiry: string;
  resetIgnore: string;
  emailChangeSubject: string;
  emailChangeIntro: (email: string) => string;
  emailChangeAction: string;
  emailChangeExpiry: string;
  emailChangeIgnore: string;
  emailChangedSubject: string;
  emailChangedIntro: (email: string) => string;
  emailChangedNotYou: string;
  signUpAttemptSubject: string;
  signUpAttemptIntro: string;
  signUpAttemptAction: string;
}

const en: MailWords = {
  greeting: (name) => `Hello ${name},`,
  signature: 'The FarmAI team',
  footer: 'You receive this mail because you have an account at FarmAI.',
  welcomeSubject: 'Welcome to FarmAI',
  welcomeIntro:
    'Your account is ready. Browse seeds, tools and fertilizer, read expert advice and cultivation guides, and ask the AI diagnosis about a sick crop.',
  welcomeAction: 'Sign in to FarmAI',
  orderSubject: (n) => `Your FarmAI order ${n} is confirmed`,
  orderIntro: (n) => `Thank you for your order ${n}. We received your payment and are preparing it.`,
  orderCashIntro: (n, total) =>
    `Thank you for your order ${n}. You pay cash on delivery: please have ${total} ready when it arrives. We are preparing it.`,
  orderCashFee: 'Cash on delivery fee',
  orderItem: 'Item',
  orderQuantity: 'Qty',
  orderAmount: 'Amount',
  orderTotal: 'Total',
  orderShipTo: 'Delivery to',
  orderAction: 'View your orders',
  statusSubject: (n) => `Your FarmAI order ${n} has a new status`,
  statusIntro: (n, status) => `The status of your order ${n} is now: ${status}.`,
  statuses: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    inProcess: 'In process',
    inShipping: 'In shipping',
    delivered: 'Delivered',
    rejected: 'Rejected',
  },
  resetSubject: 'Reset your FarmAI password',
  resetIntro: 'Someone asked to reset the password of your FarmAI account. Open this link to choose a new one:',
  resetAction: 'Choose a new password',
  resetExpiry: 'The link works once and expires in 1 hour.',
  resetIgnore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  emailChangeSubject: 'Confirm your new e-mail address for FarmAI',
  emailChangeIntro: (email) => `Open this link to use ${email} for your FarmAI account:`,
  emailChangeAction: 'Confirm the new address',
  emailChangeExpiry: 'The link works once and expires in 1 hour.',
  emailChangeIgnore: 'If you did not ask for this, ignore this mail: nothing changes.',
  emailChangedSubject: 'The e-mail address of your FarmAI account is changing',
  emailChangedIntro: (email) =>
    `Your FarmAI account asked to use a new e-mail address, ${email}. It changes once the link sent there is opened.`,
  emailChangedNotYou: 'If this was not you, sign in and change your password.',
  signUpAttemptSubject: 'Someone tried to register with your e-mail address',
  signUpAttemptIntro:
    'Someone tried to create a FarmAI account with this address, which already has one. If it was you, sign in, or choose a new password if you forgot it. Otherwise you can ignore this mail.',
  signUpAttemptAction: 'Choose a new password',
};

const es: MailWords = {
  greeting: (name) => `Hola ${name}:`,
  signature: 'El equipo de FarmAI',
  footer: 'Recibes este correo porque tienes una cuenta en FarmAI.',
  welcomeSubject: 'Te damos la bienvenida a FarmAI',
  welcomeIntro:
    'Tu cuenta está lista. Explora semillas, herramientas y fertilizantes, lee consejos de expertos y guías de cultivo, y consulta el diagnóstico con IA cuando un cultivo enferme.',
  welcomeAction: 'Iniciar sesión en FarmAI',
  orderSubject: (n) => `Tu pedido ${n} de FarmAI está confirmado`,
  orderIntro: (n) => `Gracias por tu pedido ${n}. Hemos recibido tu pago y lo estamos preparando.`,
  orderCashIntro: (n, total) =>
    `Gracias por tu pedido ${n}. Pagas contra reembolso: ten preparados ${total} en efectivo cuando llegue. Lo estamos preparando.`,
  orderCashFee: 'Cargo por contra reembolso',
  orderItem: 'Artículo',
  orderQuantity: 'Cant.',
  orderAmount: 'Importe',
  orderTotal: 'Total',
  orderShipTo: 'Entrega en',
  orderAction: 'Ver tus pedidos',
  statusSubject: (n) => `Tu pedido ${n} de FarmAI tiene un nuevo estado`,
  statusIntro: (n, status) => `El estado de tu pedido ${n} es ahora: ${status}.`,
  statuses: {
    pending: 'Pendiente',
    confirmed: 'Confirmado',
    inProcess: 'En proceso',
    inShipping: 'En envío',
    delivered: 'Entregado',
    rejected: 'Rechazado',
  },
  resetSubject: 'Restablece tu contraseña de FarmAI',
  resetIntro: 'Alguien pidió restablecer la contraseña de tu cuenta de FarmAI. Abre este enlace para elegir una nueva:',
  resetAction: 'Elegir una contraseña nueva',
  resetExpiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
  resetIgnore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  emailChangeSubject: 'Confirma tu nueva dirección de correo para FarmAI',
  emailChangeIntro: (email) => `Abre este enlace para usar ${email} en tu cuenta de FarmAI:`,
  emailChangeAction: 'Confirmar la nueva dirección',
  emailChangeExpiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
  emailChangeIgnore: 'Si no lo pediste, ignora este correo: no cambia nada.',
  emailChangedSubject: 'La dirección de correo de tu cuenta de FarmAI va a cambiar',
  emailChangedIntro: (email) =>
    `Tu cuenta de FarmAI pidió usar una nueva dirección de correo, ${email}. Cambiará cuando se abra el enlace enviado allí.`,
  emailChangedNotYou: 'Si no fuiste tú, inicia sesión y cambia tu contraseña.',
  signUpAttemptSubject: 'Alguien intentó registrarse con tu dirección de correo',
  signUpAttemptIntro:
    'Alguien intentó crear una cuenta de FarmAI con esta dirección, que ya tiene una. Si fuiste tú, inicia sesión, o elige una contraseña nueva si la olvidaste. Si no, puedes ignorar este correo.',
  signUpAttemptAction: 'Elegir una contraseña nueva',
};

const fr: MailWords = {
  greeting: (name) => `Bonjour ${name},`,
  signature: 'L’équipe FarmAI',
  footer: 'Vous recevez ce message parce que vous avez un compte FarmAI.',
  welcomeSubject: 'Bienvenue sur FarmAI',
  welcomeIntro:
    'Votre compte est prêt. Parcourez semences, outils et engrais, lisez les conseils d’experts et les guides de culture, et interrogez le diagnostic par IA quand une culture est malade.',
  welcomeAction: 'Se connecter à FarmAI',
  orderSubject: (n) => `Votre commande FarmAI ${n} est confirmée`,
  orderIntro: (n) => `Merci pour votre commande ${n}. Nous avons reçu votre paiement et la préparons.`,
  orderCashIntro: (n, total) =>
    `Merci pour votre commande ${n}. Vous payez en espèces à la livraison : préparez ${total} pour son arrivée. Nous la préparons.`,
  orderCashFee: 'Frais de paiement à la livraison',
  orderItem: 'Article',
  orderQuantity: 'Qté',
  orderAmount: 'Montant',
  orderTotal: 'Total',
  orderShipTo: 'Livraison à',
  orderAction: 'Voir vos commandes',
  statusSubject: (n) => `Votre commande FarmAI ${n} a un nouveau statut`,
  statusIntro: (n, status) => `Le statut de votre commande ${n} est maintenant : ${status}.`,
  statuses: {
    pending: 'En attente',
    confirmed: 'Confirmée',
    inProcess: 'En préparation',
    inShipping: 'En livraison',
    delivered: 'Livrée',
    rejected: 'Refusée',
  },
  resetSubject: 'Réinitialisez votre mot de passe FarmAI',
  resetIntro:
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte FarmAI. Ouvrez ce lien pour en choisir un nouveau :',
  resetAction: 'Choisir un nouveau mot de passe',
  resetExpiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
  resetIgnore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  emailChangeSubject: 'Confirmez votre nouvelle adresse e-mail pour FarmAI',
  emailChangeIntro: (email) => `Ouvrez ce lien pour utiliser ${email} avec votre compte FarmAI :`,
  emailChangeAction: 'Confirmer la nouvelle adresse',
  emailChangeExpiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
  emailChangeIgnore: 'Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
  emailChangedSubject: 'L’adresse e-mail de votre compte FarmAI va changer',
  emailChangedIntro: (email) =>
    `Votre compte FarmAI a demandé à utiliser une nouvelle adresse e-mail, ${email}. Elle changera quand le lien envoyé à cette adresse sera ouvert.`,
  emailChangedNotYou: 'Si ce n’était pas vous, connectez-vous et changez votre mot de passe.',
  signUpAttemptSubject: 'Quelqu’un a essayé de s’inscrire avec votre adresse e-mail',
  signUpAttemptIntro:
    'Quelqu’un a essayé de créer un compte FarmAI avec cette adresse, qui en a déjà un. Si c’était vous, connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié. Sinon, ignorez ce message.',
  signUpAttemptAction: 'Choisir un nouveau mot de passe',
};

const bn: MailWords = {
  greeting: (name) => `প্রিয় ${name},`,
  signature: 'FarmAI দল',
  footer: 'FarmAI-তে আপনার একটি অ্যাকাউন্ট আছে বলে আপনি এই মেইলটি পাচ্ছেন।',
  welcomeSubject: 'FarmAI-তে স্বাগতম',
  welcomeIntro:
    'আপনার অ্যাকাউন্ট তৈরি। বীজ, কৃষি যন্ত্রপাতি ও সার দেখুন, বিশেষজ্ঞের পরামর্শ ও চাষের নির্দেশিকা পড়ুন, আর ফসল অসুস্থ হলে এআই রোগ নির্ণয়ের সাহায্য নিন।',
  welcomeAction: 'FarmAI-তে সাইন ইন করুন',
  orderSubject: (n) => `আপনার FarmAI অর্ডার ${n} নিশ্চিত হয়েছে`,
  orderIntro: (n) => `অর্ডার ${n}-এর জন্য ধন্যবাদ। আমরা আপনার পেমেন্ট পেয়েছি এবং অর্ডারটি প্রস্তুত করছি।`,
  orderCashIntro: (n, total) =>
    `অর্ডার ${n}-এর জন্য ধন্যবাদ। আপনি ক্যাশ অন ডেলিভারিতে টাকা দেবেন: পণ্য পৌঁছালে ${total} নগদ প্রস্তুত রাখুন। আমরা অর্ডারটি প্রস্তুত করছি।`,
  orderCashFee: 'ক্যাশ অন ডেলিভারি ফি',
  orderItem: 'পণ্য',
  orderQuantity: 'পরিমাণ',
  orderAmount: 'মূল্য',
  orderTotal: 'মোট',
  orderShipTo: 'ডেলিভারির ঠিকানা',
  orderAction: 'আপনার অর্ডারগুলো দেখুন',
  statusSubject: (n) => `আপনার FarmAI অর্ডার ${n}-এর অবস্থা বদলেছে`,
  statusIntro: (n, status) => `আপনার অর্ডার ${n}-এর বর্তমান অবস্থা: ${status}।`,
  statuses: {
    pending: 'অপেক্ষমাণ',
    confirmed: 'নিশ্চিত',
    inProcess: 'প্রক্রিয়াধীন',
    inShipping: 'পাঠানো হচ্ছে',
    delivered: 'পৌঁছে দেওয়া হয়েছে',
    rejected: 'বাতিল',
  },
  resetSubject: 'আপনার FarmAI পাসওয়ার্ড রিসেট করুন',
  resetIntro: 'কেউ আপনার FarmAI অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
  resetAction: 'নতুন পাসওয়ার্ড বেছে নিন',
  resetExpiry: 'লিংকটি একবারই কাজ করবে এবং ১ ঘণ্টা পরে মেয়াদ শেষ হবে।',
  resetIgnore: 'আপনি যদি এটি না চেয়ে থাকেন, এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড বদলাবে না।',
  emailChangeSubject: 'FarmAI-এর জন্য আপনার নতুন ই-মেইল ঠিকানা নিশ্চিত করুন',
  emailChangeIntro: (email) => `আপনার FarmAI অ্যাকাউন্টে ${email} ব্যবহার করতে এই লিংকটি খুলুন:`,
  emailChangeAction: 'নতুন ঠিকানা নিশ্চিত করুন',
  emailChangeExpiry: 'লিংকটি একবারই কাজ করবে এবং ১ ঘণ্টা পরে মেয়াদ শেষ হবে।',
  emailChangeIgnore: 'আপনি যদি এটি না চেয়ে থাকেন, এই মেইলটি উপেক্ষা করুন: কিছুই বদলাবে না।',
  emailChangedSubject: 'আপনার FarmAI অ্যাকাউন্টের ই-মেইল ঠিকানা বদলাচ্ছে',
  emailChangedIntro: (email) =>
    `আপনার FarmAI অ্যাকাউন্টে নতুন ই-মেইল ঠিকানা ${email} ব্যবহারের অনুরোধ করা হয়েছে। সেখানে পাঠানো লিংকটি খোলা হলে ঠিকানা বদলাবে।`,
  emailChangedNotYou: 'এটি আপনি না হলে, সাইন ইন করে পাসওয়ার্ড বদলে ফেলুন।',
  signUpAttemptSubject: 'কেউ আপনার ই-মেইল ঠিকানা দিয়ে নিবন্ধনের চেষ্টা করেছেন',
  signUpAttemptIntro:
    'কেউ এই ঠিকানা দিয়ে একটি FarmAI অ্যাকাউন্ট খোলার চেষ্টা করেছেন, অথচ এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে। এটি আপনি হলে সাইন ইন করুন, অথবা পাসওয়ার্ড ভুলে গেলে নতুন পাসওয়ার্ড বেছে নিন। না হলে এই মেইলটি উপেক্ষা করুন।',
  signUpAttemptAction: 'নতুন পাসওয়ার্ড বেছে নিন',
};

const hi: MailWords = {
  greeting: (name) => `नमस्ते ${name},`,
  signature: 'FarmAI टीम',
  footer: 'आपको यह मेल इसलिए मिला है क्योंकि FarmAI पर आपका खाता है।',
  welcomeSubject: 'FarmAI में आपका स्वागत है',
  welcomeIntro:
    'आपका खाता तैयार है। बीज, कृषि उपकरण और खाद देखें, विशेषज्ञों की सलाह और खेती की गाइड पढ़ें, और फसल बीमार हो तो एआई रोग निदान से पूछें।',
  welcomeAction: 'FarmAI में साइन इन करें',
  orderSubject: (n) => `आपका FarmAI ऑर्डर ${n} पक्का हो गया है`,
  orderIntro: (n) => `ऑर्डर ${n} के लिए धन्यवाद। हमें आपका भुगतान मिल गया है और हम ऑर्डर तैयार कर रहे हैं।`,
  orderCashIntro: (n, total) =>
    `ऑर्डर ${n} के लिए धन्यवाद। आप कैश ऑन डिलीवरी से भुगतान करेंगे: ऑर्डर पहुँचने पर ${total} नकद तैयार रखें। हम ऑर्डर तैयार कर रहे हैं।`,
  orderCashFee: 'कैश ऑन डिलीवरी शुल्क',
  orderItem: 'सामान',
  orderQuantity: 'मात्रा',
  orderAmount: 'राशि',
  orderTotal: 'कुल',
  orderShipTo: 'डिलीवरी का पता',
  orderAction: 'अपने ऑर्डर देखें',
  statusSubject: (n) => `आपके FarmAI ऑर्डर ${n} की स्थिति बदली है`,
  statusIntro: (n, status) => `आपके ऑर्डर ${n} की स्थिति अब है: ${status}।`,
  statuses: {
    pending: 'लंबित',
    confirmed: 'पक्का',
    inProcess: 'तैयारी में',
    inShipping: 'रास्ते में',
    delivered: 'पहुँचा दिया गया',
    rejected: 'अस्वीकृत',
  },
  resetSubject: 'अपना FarmAI पासवर्ड रीसेट करें',
  resetIntro: 'किसी ने आपके FarmAI खाते का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  resetAction: 'नया पासवर्ड चुनें',
  resetExpiry: 'लिंक केवल एक बार काम करता है और 1 घंटे में समाप्त हो जाता है।',
  resetIgnore: 'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  emailChangeSubject: 'FarmAI के लिए अपना नया ई-मेल पता पक्का करें',
  emailChangeIntro: (email) => `अपने FarmAI खाते के लिए ${email} इस्तेमाल करने हेतु यह लिंक खोलें:`,
  emailChangeAction: 'नया पता पक्का करें',
  emailChangeExpiry: 'लिंक केवल एक बार काम करता है और 1 घंटे में समाप्त हो जाता है।',
  emailChangeIgnore: 'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: कुछ नहीं बदलेगा।',
  emailChangedSubject: 'आपके FarmAI खाते का ई-मेल पता बदल रहा है',
  emailChangedIntro: (email) =>
    `आपके FarmAI खाते ने नया ई-मेल पता ${email} इस्तेमाल करने को कहा है। वहाँ भेजा गया लिंक खुलने पर पता बदल जाएगा।`,
  emailChangedNotYou: 'अगर यह आप नहीं थे, तो साइन इन करके अपना पासवर्ड बदलें।',
  signUpAttemptSubject: 'किसी ने आपके ई-मेल पते से पंजीकरण की कोशिश की',
  signUpAttemptIntro:
    'किसी ने इस पते से FarmAI खाता बनाने की कोशिश की, जबकि इस पते से पहले से एक खाता है। अगर यह आप थे, तो साइन इन करें, या पासवर्ड भूल गए हों तो नया पासवर्ड चुनें। वरना इस मेल को अनदेखा करें।',
  signUpAttemptAction: 'नया पासवर्ड चुनें',
};

/** Every mail's words in the five languages. */
export const MAIL_WORDS: Record<Language, MailWords> = { en, es, fr, bn, hi };
