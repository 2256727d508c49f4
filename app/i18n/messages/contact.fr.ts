import type en from "./contact.en.ts";

// La page pour nous joindre.
export default {
  "contact.title": "Nous joindre",
  "contact.description":
    "Écrivez au {site} pour une question sur une inscription, de l’aide ou un partenariat. En situation de crise, appelez ou textez le 988, ou composez le 911 en cas d’urgence.",
  "contact.intro":
    "Vous avez une question au sujet du {site}? Écrivez à l’équipe qui peut vous aider et nous vous répondrons. Si vous avez besoin d’aide tout de suite, utilisez les lignes de crise ci-dessous.",
  "contact.crisis.heading": "En crise? Obtenez de l’aide maintenant",
  "contact.crisis.lead":
    "Nous ne sommes pas un service d’intervention en cas de crise. Si vous devez parler à quelqu’un maintenant, appelez :",
  "contact.crisis.danger":
    "Si vous êtes en danger immédiat, composez le <call>911</call> ou rendez-vous au service d’urgence le plus proche.",
  "contact.therapists.title": "Pour les thérapeutes",
  "contact.therapists.text":
    "Questions sur l’inscription au répertoire, votre demande, votre fiche ou un abonnement en vedette.",
  "contact.support.title": "Soutien",
  "contact.support.text":
    "De l’aide pour utiliser le répertoire, signaler un problème sur le site ou une fiche qui semble erronée.",
  "contact.partnerships.title": "Partenariats",
  "contact.partnerships.text":
    "Cliniques, écoles, employeurs, associations et médias qui souhaitent travailler avec nous.",
  "contact.email.heading": "Écrivez-nous",
  "contact.reply.heading": "Quand attendre une réponse",
  "contact.reply.text":
    "Nous répondons en un ou deux jours ouvrables. Les problèmes urgents touchant un profil, comme des coordonnées erronées ou des renseignements qui ne devraient pas être publics, sont traités en moins de 24 heures.",
  "contact.before.heading": "Avant d’écrire",
  "contact.before.directory":
    "Nous sommes un répertoire, pas une clinique : nous ne pouvons pas donner de conseils cliniques ni recommander de traitement par courriel. Pour joindre un thérapeute, utilisez le formulaire de contact de son profil : votre message lui est transmis directement. Vous pouvez <search>chercher dans le répertoire</search> pour trouver le thérapeute qui vous convient.",
  "contact.before.privacy":
    "Pour toute question sur vos renseignements personnels, écrivez à <email>{email}</email> ou lisez notre <privacy>politique de confidentialité</privacy>.",
} satisfies Record<keyof typeof en, string>;
