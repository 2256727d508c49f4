import type en from "./editor.en.ts";

// L’éditeur du profil du thérapeute et son badge pour site Web.
export default {
  "editor.title": "Modifier le profil",
  "editor.back": "Retour au tableau de bord",
  "editor.lead":
    "Vos changements paraissent sur <profile>votre profil public</profile> et dans les recherches dès l’enregistrement, sauf votre nom, votre numéro de permis, votre titre professionnel, le titre inscrit sur vos reçus et votre province, que notre équipe vérifie d’abord, et votre adresse courriel, qui change une fois que vous ouvrez le lien envoyé à la nouvelle adresse.",
  "editor.notFound.title": "Profil introuvable",
  "editor.notFound.text":
    "Il faut un profil de thérapeute approuvé pour le modifier. Si vous avez fait une demande, elle est peut-être encore en cours d’examen.",
  "editor.saving": "Enregistrement…",
  "editor.save": "Enregistrer les changements",
  "editor.updated": "Profil mis à jour",
  "editor.updated.more": "Profil mis à jour.",
  "editor.updated.live": "Vos changements sont en ligne dans le répertoire.",
  "editor.updated.review":
    "Les changements à votre nom, à votre numéro de permis, à votre titre professionnel, au titre inscrit sur vos reçus ou à votre province paraîtront une fois vérifiés par notre équipe.",
  "editor.updated.email":
    "Nous avons envoyé un lien de confirmation à {email} : votre adresse courriel changera quand vous l’ouvrirez.",
  "editor.failed": "Échec de la mise à jour",
  "editor.failed.banner": "Échec de la mise à jour : {message}",
  "editor.failed.text": "Vos changements n’ont pas pu être enregistrés. Veuillez réessayer.",
  "editor.review.title": "En attente de vérification",
  "editor.review.text":
    "Notre équipe vérifie les changements suivants avant qu’ils paraissent sur votre profil public : {fields}. Vos autres changements sont en ligne dès l’enregistrement.",
  "editor.hint.review":
    "En attente de vérification : votre profil public affiche « {value} » jusqu’à ce que notre équipe approuve ce changement.",
  "editor.hint.reviewNone":
    "En attente de vérification : votre profil public n’en affiche aucun jusqu’à ce que notre équipe approuve ce changement.",
  "editor.hint.directBilling":
    "L’enregistrement confirme votre facturation directe pour 12 mois; ensuite, votre profil cesse de l’afficher jusqu’à une nouvelle confirmation.",
  "editor.hint.lastConfirmed": "Dernière confirmation : {date}.",
  "editor.hint.emailPending":
    "En attente de confirmation : ouvrez le lien envoyé à {email} pour utiliser cette adresse. D’ici là, votre adresse reste {current}; inscrivez-la ici pour la garder.",
  "editor.hint.email":
    "Une nouvelle adresse entre en vigueur quand vous ouvrez le lien de confirmation que nous y envoyons.",
  "badge.heading": "Badge pour votre site Web",
  "badge.lead": "Montrez aux visiteurs de votre site que vous êtes inscrit et vérifié.",
  "badge.alt": "Vérifié par le {site}",
  "badge.image.verified": "Vérifié par le",
  "badge.code": "Code HTML",
  "badge.copy": "Copier le code",
  "badge.copied": "Copié!",
  "badge.copied.text": "Collez le code dans le HTML de votre site Web.",
  "badge.copyFailed": "La copie a échoué",
  "badge.copyFailed.text": "Sélectionnez le code et copiez-le à la main.",
} satisfies Record<keyof typeof en, string>;
