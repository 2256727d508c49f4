import type en from "./emails-auth.en.ts";

// Les courriels de connexion et de l’adresse d’un compte : le lien de connexion, le changement d’adresse, la preuve
// que l’adresse d’une demande d’inscription appartient à la personne qui l’a faite.
export default {
  "emails.auth.link.subject": "Votre lien de connexion au {site}",
  "emails.auth.link.hello": "Bonjour,",
  "emails.auth.link.click":
    "Cliquez sur le lien ci-dessous pour vous connecter au {site}. Aucun mot de passe n’est nécessaire.",
  "emails.auth.link.expiry": "Le lien expire dans {minutes} minutes et ne fonctionne qu’une fois.",
  "emails.auth.link.ignore":
    "Si vous n’avez pas demandé à vous connecter, ignorez ce courriel : personne ne peut se connecter sans le lien.",
  "emails.auth.signature": "— {site}",
  "emails.auth.hello": "Bonjour,",
  "emails.auth.helloName": "Bonjour {name},",
  "emails.auth.inUse.subject": "Quelqu’un a demandé à utiliser cette adresse courriel sur le {site}",
  "emails.auth.inUse.asked":
    "Une personne connectée au {site} a demandé à utiliser cette adresse courriel pour son compte.",
  "emails.auth.inUse.nothing":
    "Cette adresse est déjà utilisée sur le {site} : rien ne change et aucun compte ne l’a reçue.",
  "emails.auth.inUse.you": "Si c’était vous, connectez-vous plutôt avec cette adresse : {url}",
  "emails.auth.inUse.ignore": "Sinon, vous pouvez ignorer ce courriel.",
  "emails.auth.confirm.subject": "Confirmez votre nouvelle adresse courriel pour le {site}",
  "emails.auth.confirm.open":
    "Ouvrez ce lien d’ici {minutes} minutes pour utiliser cette adresse pour votre compte et votre profil sur le {site} :",
  "emails.auth.confirm.ignore": "Si vous n’avez rien demandé, ignorez ce courriel : rien ne change.",
  "emails.auth.requested.subject": "Un changement de votre adresse courriel sur le {site} a été demandé",
  "emails.auth.requested.body":
    "Une personne connectée à votre compte a demandé à remplacer son adresse courriel par {email}. Rien ne change tant\nque le lien envoyé à cette adresse n’a pas été ouvert. Si ce n’était pas vous, connectez-vous et communiquez\nimmédiatement avec le soutien.",
  "emails.auth.changed.subject": "Votre adresse courriel sur le {site} a été changée",
  "emails.auth.changed.body":
    "Votre compte sur le {site} utilise maintenant {email}; connectez-vous désormais avec cette adresse.",
  "emails.auth.changed.notYou": "Si vous n’avez pas fait ce changement, communiquez immédiatement avec le soutien.",
  "emails.auth.proof.subject": "Confirmez votre adresse courriel pour le {site}",
  "emails.auth.proof.application":
    "Une demande d’inscription au {site} indique cette adresse courriel comme adresse de contact de la fiche.",
  "emails.auth.proof.open":
    "Si c’est vous qui l’avez envoyée, ouvrez ce lien d’ici {days} jours pour confirmer que l’adresse vous appartient :",
  "emails.auth.proof.until":
    "Tant qu’elle n’est pas confirmée, notre équipe ne peut pas publier la fiche avec cette adresse. Si vous n’avez\npas fait de demande, ignorez ce courriel : l’adresse ne sera pas utilisée.",
} satisfies Record<keyof typeof en, string>;
