import type { Language } from '@farmai/contracts';

// The diagnosis service's error messages in every language; English is the wording of
// docs/product/wire.md#diagnosis, byte for byte.

/** What an error message may name. */
export interface ErrorParams {
  mb?: number;
  field?: string;
  max?: number;
  min?: number;
  method?: string;
  path?: string;
}

/** Every error message the service writes itself, by key. */
export interface ErrorText {
  imageTooLarge(p: ErrorParams): string;
  oneImage(): string;
  formUnreadable(): string;
  notMultipart(): string;
  unexpectedFile(p: ErrorParams): string;
  textTooLong(p: ErrorParams): string;
  textRequired(): string;
  textNul(): string;
  textTooShort(p: ErrorParams): string;
  notJpegPng(): string;
  unreadableImage(): string;
  photosQueued(): string;
  routeNotFound(p: ErrorParams): string;
  invalidJson(): string;
  bodyTooLarge(): string;
  tooLarge(): string;
  unsupportedType(): string;
  tooManyRequests(): string;
  unexpected(): string;
  addressTooLong(): string;
  addressInvalid(): string;
}

/** A message key. */
export type ErrorKey = keyof ErrorText;

const en: ErrorText = {
  imageTooLarge: ({ mb }) =>
    `The image is too large; the limit is ${mb} MB. Resize the photo to at most 1600 pixels ` +
    'on its longest side, or send it from the FarmAI app, which does this for you.',
  oneImage: () => 'Send at most one image.',
  formUnreadable: () => 'The form could not be read; send it as multipart/form-data.',
  notMultipart: () => 'Send the form as multipart/form-data with a userInputText field and an optional image.',
  unexpectedFile: ({ field }) => `Unexpected file field "${field}"; use "image".`,
  textTooLong: ({ max }) => `userInputText must be at most ${max} characters.`,
  textRequired: () => 'userInputText is required: describe what you see on the plant.',
  textNul: () => 'userInputText must not contain a NUL (\\u0000) character.',
  textTooShort: ({ min }) => `userInputText must be at least ${min} characters.`,
  notJpegPng: () => 'The image must be a JPEG or PNG photo.',
  unreadableImage: () => 'The image could not be read as a JPEG or PNG photo.',
  photosQueued: () => 'Too many images are being processed right now. Please try again in a few seconds.',
  routeNotFound: ({ method, path }) => `Route ${method} ${path} not found`,
  invalidJson: () => 'The request body could not be read.',
  bodyTooLarge: () => 'The request is too large.',
  tooLarge: () => 'The request is too large.',
  unsupportedType: () => 'Unsupported content type; send multipart/form-data.',
  tooManyRequests: () => 'Too many requests: please wait a minute and try again.',
  unexpected: () => 'Something went wrong on our side. Please try again.',
  addressTooLong: () => 'The address is too long.',
  addressInvalid: () => 'The address is not valid.',
};

const es: ErrorText = {
  imageTooLarge: ({ mb }) =>
    `La imagen es demasiado grande; el límite es ${mb} MB. Reduzca la foto a 1600 píxeles como máximo en su lado más largo, o envíela desde la aplicación FarmAI, que lo hace por usted.`,
  oneImage: () => 'Envíe una imagen como máximo.',
  formUnreadable: () => 'No se pudo leer el formulario; envíelo como multipart/form-data.',
  notMultipart: () => 'Envíe el formulario como multipart/form-data con un campo userInputText y una imagen opcional.',
  unexpectedFile: ({ field }) => `Campo de archivo inesperado "${field}"; use "image".`,
  textTooLong: ({ max }) => `La descripción (userInputText) debe tener como máximo ${max} caracteres.`,
  textRequired: () => 'Falta la descripción (userInputText): describa lo que ve en la planta.',
  textNul: () => 'La descripción (userInputText) no debe contener un carácter NUL (\\u0000).',
  textTooShort: ({ min }) => `La descripción (userInputText) debe tener al menos ${min} caracteres.`,
  notJpegPng: () => 'La imagen debe ser una foto JPEG o PNG.',
  unreadableImage: () => 'No se pudo leer la imagen como foto JPEG o PNG.',
  photosQueued: () => 'Ahora mismo se están procesando demasiadas imágenes. Vuelva a intentarlo en unos segundos.',
  routeNotFound: ({ method, path }) => `No existe la ruta ${method} ${path}`,
  invalidJson: () => 'No se pudo leer el cuerpo de la solicitud.',
  bodyTooLarge: () => 'La solicitud es demasiado grande.',
  tooLarge: () => 'La solicitud es demasiado grande.',
  unsupportedType: () => 'Tipo de contenido no admitido; envíe multipart/form-data.',
  tooManyRequests: () => 'Demasiadas solicitudes: espere un minuto y vuelva a intentarlo.',
  unexpected: () => 'Algo salió mal de nuestro lado. Vuelva a intentarlo.',
  addressTooLong: () => 'La dirección es demasiado larga.',
  addressInvalid: () => 'La dirección no es válida.',
};

const fr: ErrorText = {
  imageTooLarge: ({ mb }) =>
    `L’image est trop lourde ; la limite est de ${mb} Mo. Réduisez la photo à 1600 pixels au plus sur son plus grand côté, ou envoyez-la depuis l’application FarmAI, qui le fait pour vous.`,
  oneImage: () => 'Envoyez une seule image au maximum.',
  formUnreadable: () => 'Le formulaire n’a pas pu être lu ; envoyez-le en multipart/form-data.',
  notMultipart: () =>
    'Envoyez le formulaire en multipart/form-data avec un champ userInputText et une image facultative.',
  unexpectedFile: ({ field }) => `Champ de fichier inattendu « ${field} » ; utilisez « image ».`,
  textTooLong: ({ max }) => `La description (userInputText) doit faire au plus ${max} caractères.`,
  textRequired: () => 'La description (userInputText) est obligatoire : décrivez ce que vous voyez sur la plante.',
  textNul: () => 'La description (userInputText) ne doit pas contenir de caractère NUL (\\u0000).',
  textTooShort: ({ min }) => `La description (userInputText) doit faire au moins ${min} caractères.`,
  notJpegPng: () => 'L’image doit être une photo JPEG ou PNG.',
  unreadableImage: () => 'L’image n’a pas pu être lue comme une photo JPEG ou PNG.',
  photosQueued: () => 'Trop d’images sont en cours de traitement. Réessayez dans quelques secondes.',
  routeNotFound: ({ method, path }) => `La route ${method} ${path} n’existe pas`,
  invalidJson: () => 'Le corps de la requête n’a pas pu être lu.',
  bodyTooLarge: () => 'La requête est trop volumineuse.',
  tooLarge: () => 'La requête est trop volumineuse.',
  unsupportedType: () => 'Type de contenu non pris en charge ; envoyez du multipart/form-data.',
  tooManyRequests: () => 'Trop de requêtes : attendez une minute puis réessayez.',
  unexpected: () => 'Un problème est survenu de notre côté. Veuillez réessayer.',
  addressTooLong: () => 'L’adresse est trop longue.',
  addressInvalid: () => 'L’adresse n’est pas valide.',
};

const bn: ErrorText = {
  imageTooLarge: ({ mb }) =>
    `ছবিটি খুব বড়; সীমা ${mb} এমবি। ছবির লম্বা দিক সর্বোচ্চ ১৬০০ পিক্সেলে ছোট করুন, অথবা FarmAI অ্যাপ থেকে পাঠান, অ্যাপ নিজেই এটা করে দেয়।`,
  oneImage: () => 'সর্বোচ্চ একটি ছবি পাঠান।',
  formUnreadable: () => 'ফর্মটি পড়া যায়নি; multipart/form-data হিসেবে পাঠান।',
  notMultipart: () => 'ফর্মটি multipart/form-data হিসেবে পাঠান, সঙ্গে userInputText ঘর এবং চাইলে একটি ছবি।',
  unexpectedFile: ({ field }) => `অপ্রত্যাশিত ফাইলের ঘর "${field}"; "image" ব্যবহার করুন।`,
  textTooLong: ({ max }) => `বর্ণনা (userInputText) সর্বোচ্চ ${max} অক্ষরের হতে পারে।`,
  textRequired: () => 'বর্ণনা (userInputText) দরকার: গাছে যা দেখছেন তা লিখুন।',
  textNul: () => 'বর্ণনায় (userInputText) NUL (\\u0000) অক্ষর থাকা চলবে না।',
  textTooShort: ({ min }) => `বর্ণনা (userInputText) অন্তত ${min} অক্ষরের হতে হবে।`,
  notJpegPng: () => 'ছবিটি JPEG বা PNG হতে হবে।',
  unreadableImage: () => 'ছবিটি JPEG বা PNG হিসেবে পড়া যায়নি।',
  photosQueued: () => 'এই মুহূর্তে অনেক ছবি প্রক্রিয়া করা হচ্ছে। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  routeNotFound: ({ method, path }) => `${method} ${path} ঠিকানাটি পাওয়া যায়নি`,
  invalidJson: () => 'অনুরোধের বিষয়বস্তু পড়া যায়নি।',
  bodyTooLarge: () => 'অনুরোধটি খুব বড়।',
  tooLarge: () => 'অনুরোধটি খুব বড়।',
  unsupportedType: () => 'এই ধরনের বিষয়বস্তু চলে না; multipart/form-data পাঠান।',
  tooManyRequests: () => 'অনেক বেশি অনুরোধ: এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  unexpected: () => 'আমাদের দিকে কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  addressTooLong: () => 'ঠিকানাটি খুব লম্বা।',
  addressInvalid: () => 'ঠিকানাটি সঠিক নয়।',
};

const hi: ErrorText = {
  imageTooLarge: ({ mb }) =>
    `फोटो बहुत बड़ी है; सीमा ${mb} एमबी है। फोटो की लंबी तरफ को ज्यादा से ज्यादा 1600 पिक्सेल तक छोटा करें, या FarmAI ऐप से भेजें, जो यह अपने आप कर देता है।`,
  oneImage: () => 'ज्यादा से ज्यादा एक फोटो भेजें।',
  formUnreadable: () => 'फॉर्म पढ़ा नहीं जा सका; इसे multipart/form-data के रूप में भेजें।',
  notMultipart: () => 'फॉर्म multipart/form-data के रूप में भेजें, जिसमें userInputText खाना हो और चाहें तो एक फोटो।',
  unexpectedFile: ({ field }) => `अनपेक्षित फाइल खाना "${field}"; "image" का इस्तेमाल करें।`,
  textTooLong: ({ max }) => `विवरण (userInputText) ज्यादा से ज्यादा ${max} अक्षरों का हो सकता है।`,
  textRequired: () => 'विवरण (userInputText) जरूरी है: पौधे पर जो दिख रहा है वह लिखें।',
  textNul: () => 'विवरण (userInputText) में NUL (\\u0000) अक्षर नहीं होना चाहिए।',
  textTooShort: ({ min }) => `विवरण (userInputText) कम से कम ${min} अक्षरों का होना चाहिए।`,
  notJpegPng: () => 'फोटो JPEG या PNG होनी चाहिए।',
  unreadableImage: () => 'फोटो को JPEG या PNG के रूप में पढ़ा नहीं जा सका।',
  photosQueued: () => 'अभी बहुत सारी फोटो पर काम हो रहा है। कुछ सेकंड बाद फिर कोशिश करें।',
  routeNotFound: ({ method, path }) => `${method} ${path} पता नहीं मिला`,
  invalidJson: () => 'अनुरोध की सामग्री पढ़ी नहीं जा सकी।',
  bodyTooLarge: () => 'अनुरोध बहुत बड़ा है।',
  tooLarge: () => 'अनुरोध बहुत बड़ा है।',
  unsupportedType: () => 'यह सामग्री प्रकार नहीं चलता; multipart/form-data भेजें।',
  tooManyRequests: () => 'बहुत ज्यादा अनुरोध: एक मिनट रुककर फिर कोशिश करें।',
  unexpected: () => 'हमारी तरफ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  addressTooLong: () => 'पता बहुत लंबा है।',
  addressInvalid: () => 'पता सही नहीं है।',
};

/** The error messages, by language. */
export const ERROR_TEXT: Readonly<Record<Language, ErrorText>> = { en, es, fr, bn, hi };
