import type en from "./signin.en.ts";

// La connexion : le formulaire du courriel, la page du lien magique, la suite.
export default {
  "signin.description":
    "Connectez-vous au {site} grâce à un lien magique envoyé par courriel. Aucun mot de passe requis.",
  "signin.heading": "Connexion",
  "signin.lead": "Entrez votre adresse courriel et nous vous enverrons un lien magique pour vous connecter.",
  "signin.email.label": "Adresse courriel",
  "signin.email.placeholder": "vous@exemple.com",
  "signin.email.invalid": "Veuillez entrer une adresse courriel valide",
  "signin.sending": "Envoi en cours…",
  "signin.send": "Recevoir le lien magique",
  "signin.note": "Aucun mot de passe : il suffit de cliquer sur le lien reçu par courriel.",
  "signin.sent.heading": "Consultez vos courriels",
  "signin.sent.to": "Nous avons envoyé un lien magique à <email>{email}</email>",
  "signin.sent.expiry": "Le lien expire dans 15 minutes. Cliquez sur le lien dans votre courriel pour vous connecter.",
  "signin.sent.again": "Recevoir un autre lien",
  "signin.sendFailed": "L’envoi du lien magique a échoué. Veuillez réessayer.",
  "signin.rateLimited":
    "Trop de liens de connexion ont été demandés. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} avant de réessayer.",
  "signin.rateLimited.inbox":
    "De nombreux liens de connexion ont été envoyés à cette adresse au cours de la dernière heure. Ouvrez le plus récent dans votre boîte de réception, ou patientez {minutes, plural, one {# minute} other {# minutes}} avant de réessayer.",
  "verify.verifying.heading": "Vérification de votre lien",
  "verify.verifying.lead": "Veuillez patienter pendant que nous vous connectons.",
  "verify.verifying.noScript": "Rien ne se passe? Appuyez sur le bouton pour terminer la connexion.",
  "verify.verifying.submit": "Terminer la connexion",
  "verify.confirm.heading": "Continuer en tant que <email>{email}</email>?",
  "verify.confirm.lead":
    "Ce lien de connexion a été demandé dans un autre navigateur ou sur un autre appareil. Continuez seulement si vous l’avez demandé vous-même : si quelqu’un vous a transmis ce lien, vous utiliseriez son compte.",
  "verify.confirm.continue": "Continuer",
  "verify.confirm.decline": "Non, ne pas me connecter",
  "verify.success.heading": "Connexion réussie!",
  "verify.success.lead": "Nous vous amenons à votre page…",
  "verify.success.continue": "Continuer",
  "verify.failed.noToken": "Aucun jeton fourni",
  "verify.failed.invalidLink": "Lien magique invalide ou expiré",
  "join.title": "Connexion",
  "join.lead": "Nous vous amenons à votre page…",
} satisfies Record<keyof typeof en, string>;
