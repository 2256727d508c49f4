import type en from "./emails-auth.en.ts";

// Les courriels de connexion : le lien de connexion.
export default {
  "emails.auth.link.subject": "Votre lien de connexion à {site}",
  "emails.auth.link.hello": "Bonjour,",
  "emails.auth.link.click":
    "Cliquez sur le lien ci-dessous pour vous connecter à {site}. Aucun mot de passe n’est nécessaire.",
  "emails.auth.link.expiry": "Le lien expire dans {minutes} minutes et ne fonctionne qu’une fois.",
  "emails.auth.link.ignore":
    "Si vous n’avez pas demandé à vous connecter, ignorez ce courriel : personne ne peut se connecter sans le lien.",
} satisfies Record<keyof typeof en, string>;
