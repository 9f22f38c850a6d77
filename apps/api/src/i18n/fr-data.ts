import type { Translations } from '@farmai/server-kit';
import type { English } from './en-data.js';

/** A no-break space, written before French "!", "?", ":" and inside « ». */
const S = '\u00a0';

/** A status's name in this language (as the order documents write it); a value it does not know, as it is. */
const named = (status: unknown): string => {
  const words = (fr as Record<string, unknown>)[`orderDocs.status.${String(status)}`];
  return typeof words === 'string' ? words : String(status);
};

/** The API's messages in French (addressing the farmer as "vous"). */
export const fr: Translations<English> = {
  'request.invalidJson': "Le corps de la requête n'est pas un JSON valide",
  'request.emptyJson': "Le corps ne peut pas être vide quand le content-type est 'application/json'",
  'request.lengthMismatch': 'La taille du corps de la requête ne correspond pas à Content-Length',
  'request.bodyTooLarge': 'Le corps de la requête est trop volumineux',
  'request.fileTooLarge': 'Le fichier est trop volumineux',
  'request.unsupportedType': 'Type de contenu non pris en charge',
  'request.tooMany': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'request.unexpected': "Une erreur s'est produite. Veuillez réessayer.",
  'request.addressTooLong': "L'adresse web est trop longue",
  'request.addressInvalid': "L'adresse web n'est pas valide",
  'request.routeNotFound': ({ method, path }) => `Route ${method} ${path} introuvable`,
  'request.unknownRoute': 'Route introuvable',
  'request.unavailable': 'Le service est occupé ou en maintenance. Veuillez réessayer dans quelques secondes.',
  'request.unstorable': 'La requête contient des caractères qui ne peuvent pas être enregistrés',
  'request.imagesBusy':
    "Trop d'images sont en cours de traitement en ce moment. Veuillez réessayer dans quelques secondes.",
  'request.nul': ({ field }) => `${field} ne doit pas contenir de caractère NUL (\\u0000)`,

  'check.field': ({ field, problem }) => `${field}${S}: ${problem}`,
  'check.request': 'requête',
  'check.required': 'est obligatoire',
  'check.invalid': "n'est pas valide",
  'check.wrongType': "n'a pas le bon type",
  'check.number': 'doit être un nombre',
  'check.wholeNumber': 'doit être un nombre entier',
  'check.notNegative': 'ne doit pas être négatif',
  'check.notBlank': 'ne doit pas être vide',
  'check.tooLarge': 'est trop grand',
  'check.tooLong': 'est trop long',
  'check.email': 'doit être une adresse e-mail valide',
  'check.twoDecimals': 'doit avoir au plus deux décimales',
  'check.orMore': ({ n }, f) => `doit valoir ${f.number(n)} ou plus`,
  'check.atMost': ({ n }, f) => `doit valoir au plus ${f.number(n)}`,
  'check.atLeast': ({ n }, f) => `doit valoir au moins ${f.number(n)}`,
  'check.atMostChars': ({ n }, f) =>
    f.plural(n, { one: 'doit contenir au plus # caractère', other: 'doit contenir au plus # caractères' }),
  'check.atLeastChars': ({ n }, f) =>
    f.plural(n, { one: 'doit contenir au moins # caractère', other: 'doit contenir au moins # caractères' }),
  'check.atMostItems': ({ n }, f) =>
    f.plural(n, { one: 'doit contenir au plus # élément', other: 'doit contenir au plus # éléments' }),
  'check.atLeastItems': ({ n }, f) =>
    f.plural(n, { one: 'doit contenir au moins # élément', other: 'doit contenir au moins # éléments' }),
  'check.oneOf': ({ options }) => `doit être l'une de ces valeurs${S}: ${options}`,
  'check.unknownValue': ({ name, values }) => `valeur inconnue pour ${name}${S}: ${values}`,
  'check.numberRange': ({ min, max }, f) => `doit être un nombre de ${f.number(min)} à ${f.number(max)}`,
  'check.wholeNumberRange': ({ min, max }, f) => `doit être un nombre entier de ${f.number(min)} à ${f.number(max)}`,
  'check.range': ({ min, max }, f) => `doit être compris entre ${f.number(min)} et ${f.number(max)}`,
  'check.unknownKeys': ({ keys }) => `contient des champs inconnus${S}: ${keys}`,

  'form.notMultipart': ({ field }) => `La requête doit être en multipart/form-data avec un champ ${field}`,
  'form.unexpectedFile': ({ name, field }) => `Champ de fichier inattendu ${name}, utilisez ${field}`,
  'form.fieldTooLong': ({ field }) => `${field} est trop long`,
  'form.oneFile': 'Envoyez un seul fichier à la fois',
  'form.tooManyFields': 'Le formulaire contient trop de champs',
  'form.unreadable': "Le formulaire n'a pas pu être lu. Envoyez-le en multipart/form-data",
  'form.cutShort': "L'envoi s'est arrêté avant que tout le formulaire n'arrive. Veuillez le renvoyer",
  'upload.fileRequired': 'my_file est obligatoire',
  'upload.unsupportedImage':
    'Seules les images JPEG, PNG ou WebP sont acceptées. Utilisez une image JPEG, PNG ou WebP.',
  'upload.unreadableImage': "L'image n'a pas pu être lue. Utilisez une image JPEG, PNG ou WebP.",

  'auth.registered': 'Inscription réussie',
  'auth.loggedIn': 'Connexion réussie',
  'auth.loggedOut': `Déconnexion réussie${S}!`,
  'auth.loggedOutEverywhere': 'Vous êtes déconnecté sur tous vos appareils.',
  'auth.authenticated': `Utilisateur authentifié${S}!`,
  'auth.wrongCredentials': 'E-mail ou mot de passe incorrect. Veuillez réessayer.',
  'auth.tooManyFailures': ({ minutes }, f) =>
    `Trop de tentatives de connexion échouées. Veuillez patienter ${f.number(minutes)} minutes puis réessayer.`,
  'auth.emailTaken': `Un utilisateur existe déjà avec cet e-mail${S}! Veuillez réessayer`,
  'auth.userNameTaken': "Ce nom d'utilisateur est déjà pris. Veuillez en choisir un autre",
  'auth.commonPassword':
    'le mot de passe fait partie des plus utilisés (FarmAI en vérifie une liste), veuillez en choisir un moins courant',
  'auth.passwordHasEmail': 'le mot de passe ne doit pas contenir votre adresse e-mail, veuillez en choisir un autre',
  'auth.passwordRepeated': 'le mot de passe ne doit pas être un seul caractère répété, veuillez en choisir un autre',
  'auth.signInFirst': `Utilisateur non autorisé${S}! Veuillez vous connecter.`,
  'auth.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.adminsOnly': 'Seuls les administrateurs peuvent faire cela.',
  'auth.ownDataOnly': "Vous ne pouvez accéder qu'à vos propres données.",
  'auth.xsrf': 'Jeton XSRF manquant ou invalide. Rechargez la page et réessayez.',

  'product.added': 'Produit ajouté avec succès',
  'product.deleted': 'Produit supprimé avec succès',
  'product.notFound': 'Produit introuvable',
  'product.saleNotBelowPrice': 'Le prix soldé doit être inférieur au prix',
  'feature.notFound': 'Image de bannière introuvable',
  'advice.notFound': "Conseil d'expert introuvable",
  'cultivation.notFound': 'Fiche de culture introuvable',

  'product.archived': 'Produit archivé : des commandes le contiennent, il a quitté la boutique et peut être restauré',
  'product.restored': 'Produit restauré',
  'product.bulkDeleted': ({ deleted, archived }, f) =>
    `Supprimés${S}: ${f.number(deleted)}. Archivés (déjà commandés)${S}: ${f.number(archived)}`,
  'product.stockSet': ({ n }, f) => `Produits mis à jour${S}: ${f.number(n)}`,
  'entry.publishNeeds': ({ field }) => `${field} est obligatoire pour publier`,

  'cart.lineNotFound': `Cet article n'est pas dans le panier${S}!`,
  'cart.mergeStockLimit': ({ n, title }, f) =>
    `${f.plural(n, { one: 'Il ne reste que # unité', other: 'Il ne reste que # unités' })} de « ${title} » : votre panier en contient ${f.number(n)}.`,
  'cart.mergeSoldOut': ({ title }) => `« ${title} » est en rupture de stock et n'a pas été ajouté à votre panier.`,
  'cart.mergeNotFound': "Un produit du panier de ce navigateur n'est plus vendu et a été retiré.",
  'address.notFound': 'Adresse introuvable',

  'order.notFound': `Commande introuvable${S}!`,
  'order.soldOut': ({ title }) => `«${S}${title}${S}» est en rupture de stock. Veuillez le retirer de votre panier.`,
  'order.fewLeft': ({ n, title }, f) =>
    `${f.plural(n, { one: 'Il ne reste que # unité', other: 'Il ne reste que # unités' })} de «${S}${title}${S}» en stock. Veuillez réduire la quantité.`,
  'order.confirmed': 'Commande confirmée',
  'order.cancelled': 'Commande annulée',
  'order.statusUpdated': `Statut de la commande mis à jour avec succès${S}!`,
  'order.statusSame': ({ status }) => `Cette commande est déjà «${S}${named(status)}${S}».`,
  'order.statusBackward': ({ from, to }) =>
    `Une commande ne peut pas revenir de «${S}${named(from)}${S}» à «${S}${named(to)}${S}». Si son statut est faux, corrigez-le en donnant la raison.`,
  'order.statusEnded': ({ from }) =>
    `Cette commande est «${S}${named(from)}${S}»${S}: son statut ne peut plus avancer.`,
  'order.statusShipped': ({ from }) =>
    `Cette commande est «${S}${named(from)}${S}»${S}: elle a quitté la boutique et ne peut plus être refusée.`,
  'order.statusNotPaid': ({ to }) =>
    `Cette commande n’est pas encore payée${S}: elle ne peut pas passer à «${S}${named(to)}${S}» avant de l’être.`,
  'order.correctionNotBack': ({ from, to }) =>
    `Une correction fait revenir une commande en arrière${S}: «${S}${named(to)}${S}» ne vient pas avant «${S}${named(from)}${S}».`,
  'order.correctionPaid': ({ to }) =>
    `Cette commande a été payée${S}: elle ne peut pas revenir à «${S}${named(to)}${S}».`,
  'order.statusCorrected': 'Le statut de la commande a été corrigé.',
  'order.alreadyPaid': 'Cette commande a déjà été payée.',
  'order.paymentNotThisOrder': 'Le paiement ne correspond pas à cette commande.',
  'order.refunded': "Cette commande n'a pas pu être honorée après le paiement. Votre paiement a été remboursé.",

  'payment.unknown': 'Paiement inconnu',
  'payment.unknownCapture': 'Encaissement inconnu',
  'payment.mismatch': 'Le paiement ne correspond pas à cette commande',
  'payment.notApproved': "Le paiement n'a pas été approuvé. Veuillez réessayer.",
  'payment.otherPayer': 'Le paiement a été approuvé par une autre personne',
  'payment.nothingToRefund': "Il n'y a aucun paiement encaissé à rembourser",
  'payment.pendingReview': 'Le paiement est en cours de vérification par PayPal. La commande sera confirmée plus tard.',
  'payment.declined': 'Le paiement a été refusé. Veuillez réessayer avec un autre moyen de paiement.',
  'payment.notCompleted': "Le paiement n'a pas abouti. Veuillez réessayer.",
  'payment.unreadable': ({ issue }) => `Le paiement n'a pas pu être lu${issue}`,
  'payment.noApprovalLink': "PayPal n'a pas renvoyé de lien d'approbation",
  'payment.unsupportedCurrency': 'Devise non prise en charge',
  'payment.invalidAmount': 'Montant de paiement invalide',
  'payment.createFailed': ({ issue }) => `PayPal n'a pas pu créer le paiement${issue}`,
  'payment.captureFailed': ({ issue }) => `PayPal n'a pas pu encaisser le paiement${issue}`,
  'payment.refundFailed': ({ issue }) => `PayPal n'a pas pu rembourser le paiement${issue}`,
  'payment.unreachable': 'Le prestataire de paiement est injoignable. Veuillez réessayer plus tard.',
  'payment.badAnswer': 'Le prestataire de paiement a envoyé une réponse inattendue. Veuillez réessayer plus tard.',
  'payment.badCredentials':
    'Le prestataire de paiement a refusé les identifiants de la boutique. Veuillez réessayer plus tard.',

  'payPage.title': ({ amount }) => `Payer ${amount} · Paiement de démonstration FarmAI`,
  'payPage.heading': 'Paiement FarmAI',
  'payPage.intro': 'Vérifiez votre commande et confirmez le paiement.',
  'payPage.note': `Prestataire de paiement de démonstration${S}: aucune carte n'est débitée et aucun argent ne circule.`,
  'payPage.caption': 'Lignes de la commande',
  'payPage.item': 'Article',
  'payPage.quantity': 'Qté',
  'payPage.amount': 'Montant',
  'payPage.total': 'Total',
  'payPage.payNow': 'Payer maintenant',
  'payPage.cancel': 'Annuler',
  'payPage.complete': 'Ce paiement est terminé.',
  'payPage.notFoundTitle': 'Paiement introuvable · FarmAI',
  'payPage.notFound': 'Paiement introuvable',
  'payPage.invalidLink': "Ce lien de paiement n'est pas valide.",
  'payPage.backToCheckout': 'Retour à la commande',

  'review.notBought': 'Vous devez acheter ce produit avant de pouvoir donner votre avis.',
  'review.duplicate': `Vous avez déjà donné votre avis sur ce produit${S}!`,
  'newsletter.subscribed': `Merci de vous être abonné à notre lettre d'information${S}!`,
  'newsletter.tooMany': "Trop d'inscriptions depuis cette connexion. Veuillez réessayer plus tard.",
  'diagnosis.unavailable':
    "Le service de diagnostic n'est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  'diagnosis.picturesUnavailable': "Le service de diagnostic n'est pas disponible pour le moment.",
  'diagnosis.historyNotFound': 'Diagnostic introuvable',
  'diagnosis.historyDeleted': 'Diagnostic supprimé',
  'diagnosis.historyCleared': 'Tous vos diagnostics précédents ont été supprimés',

  'activeIngredients.unknown': 'doit être l’identifiant d’une matière active connue',
  'activeIngredients.count': ({ min, max }, f) => `doit nommer de ${f.number(min)} à ${f.number(max)} matières actives`,
  // order numbers, receipts and packing slips (PDF documents); bn and hi documents are drawn in English
  'order.notPayable': 'Cette commande ne peut plus être payée. Veuillez passer une nouvelle commande.',
  'orderDocs.receiptTitle': 'Reçu',
  'orderDocs.packingSlipTitle': 'Bon de préparation',
  'orderDocs.orderNumber': 'Numéro de commande',
  'orderDocs.orderId': 'ID de commande',
  'orderDocs.orderDate': 'Date de commande',
  'orderDocs.buyer': 'Acheteur',
  'orderDocs.shipTo': 'Livrer à',
  'orderDocs.phone': 'Téléphone',
  'orderDocs.notes': 'Remarques',
  'orderDocs.item': 'Article',
  'orderDocs.quantity': 'Qté',
  'orderDocs.unitPrice': 'Prix unitaire',
  'orderDocs.lineTotal': 'Total de la ligne',
  'orderDocs.subtotal': 'Sous-total',
  'orderDocs.total': 'Total',
  'orderDocs.paymentMethod': 'Moyen de paiement',
  'orderDocs.paymentStatus': 'État du paiement',
  'orderDocs.orderStatus': 'État de la commande',
  'orderDocs.demoProvider': "Paiement de démonstration (aucun argent n'a été débité)",
  'orderDocs.packedCheck': 'Préparé par : ____________________',
  'orderDocs.thanks': "Merci d'avoir acheté chez FarmAI.",
  'orderDocs.status.pending': 'En attente',
  'orderDocs.status.confirmed': 'Confirmée',
  'orderDocs.status.inProcess': 'En préparation',
  'orderDocs.status.inShipping': 'En cours de livraison',
  'orderDocs.status.delivered': 'Livrée',
  'orderDocs.status.rejected': 'Refusée',
  'orderDocs.payment.pending': 'En attente',
  'orderDocs.payment.paid': 'Payé',
  'orderDocs.payment.cancelled': 'Annulé',
  'orderDocs.payment.expired': 'Expiré',
  'orderDocs.payment.refundPending': 'Remboursement en cours',
  'orderDocs.payment.refunded': 'Remboursé',
  'account.resetSent': 'Si un compte utilise cette adresse, un lien pour réinitialiser son mot de passe est en route.',
  'auth.tooManySignUps': ({ minutes }, f) =>
    `Trop de comptes ont été créés depuis ce réseau. Veuillez patienter ${f.number(minutes)} minutes et réessayer.`,
  'account.tooManyEmailChanges': ({ minutes }, f) =>
    `Trop de demandes de changement d’adresse e-mail. Veuillez patienter ${f.number(minutes)} minutes et réessayer.`,
  'account.tooManyResets': ({ minutes }) =>
    `Trop de demandes de réinitialisation. Veuillez patienter ${minutes} minutes et réessayer.`,
  'account.linkInvalid': 'Ce lien n’est pas valide, a déjà servi ou a expiré. Veuillez en demander un nouveau.',
  'account.passwordReset': 'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec.',
  'account.emailConfirmed': 'Votre nouvelle adresse e-mail est confirmée.',
  'account.profileUpdated': 'Profil mis à jour',
  'account.emailChangeSent': ({ email }) =>
    `Nous avons envoyé un lien de confirmation à ${email}. Votre adresse changera quand vous l’ouvrirez.`,
  'account.passwordChanged': 'Mot de passe changé. Vous avez été déconnecté de vos autres appareils.',
  'account.deleted': 'Votre compte a été supprimé.',
  'account.wrongPassword': 'Le mot de passe n’est pas correct.',
  'account.sameEmail': 'C’est déjà votre adresse e-mail.',
  'account.gone': 'Ce compte n’existe plus.',
  'account.adminCannotDelete': 'Un compte administrateur ne peut pas être supprimé ici.',
  'mail.notFound': 'Message introuvable',
  // cash on delivery, the payment return page, the shop settings
  'order.cashOff': 'Le paiement à la livraison n’est pas proposé pour le moment. Veuillez payer en ligne.',
  'order.cashOverMaximum': ({ maximum }) =>
    `Le paiement à la livraison n’est possible que pour les commandes jusqu’à ${maximum}. Veuillez payer cette commande en ligne.`,
  'order.notCash': 'Cette commande n’est pas payée à la livraison.',
  'order.cashPaid': 'Le paiement en espèces est enregistré : la commande est payée.',
  'order.cashRejected': 'La commande à payer à la livraison est refusée et ses articles sont remis en stock.',
  'order.paymentNotFound': 'Aucune de vos commandes n’attend ce paiement.',
  'order.paymentExpired':
    'La commande n’a pas été payée à temps : ses articles ont été libérés. Vous pouvez la payer à nouveau depuis vos commandes s’ils sont encore en stock.',
  'order.paymentNotTaken':
    'Le paiement n’a pas été encaissé. Vous pouvez payer la commande à nouveau depuis vos commandes.',
  'payPage.alreadyPaid': 'Cette commande est déjà payée. Rien de plus ne sera débité.',
  'payPage.seeOrder': 'Voir votre commande',
  'orderDocs.cashOnDelivery': 'Paiement à la livraison',
  'orderDocs.cashPaidOn': ({ date }) => `Paiement à la livraison — payé le ${date}`,
  'orderDocs.cashFee': 'Frais de paiement à la livraison',
};
