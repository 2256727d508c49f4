import type en from "./emails-inquiry.en.ts";

// Les courriels des messages de contact : la copie du message au thérapeute et ses rappels, l’accusé de réception
// à la personne qui a écrit, la question « Avez-vous eu une réponse? », des suggestions d’autres thérapeutes, et
// l’avis d’une fiche marquée comme ne répondant pas.
export default {
  "emails.inquiry.signature":
    "— {site} (un service de répertoire seulement; nous ne donnons ni avis médical, ni diagnostic, ni traitement)",
  "emails.inquiry.hello": "Bonjour,",
  "emails.inquiry.helloName": "Bonjour {name},",
  "emails.inquiry.crisis.first":
    "Si vous êtes en crise, n’attendez pas de réponse : appelez ou textez le 988 (Ligne d’aide en cas de crise de suicide),",
  "emails.inquiry.crisis.second":
    "appelez le 1-866-277-3553 (Services de crises du Canada) ou, en cas d’urgence, composez le 911.",
  "emails.inquiry.followUpsOff": "Ne plus recevoir de courriels de notre part au sujet de ce message : {url}",
  "emails.inquiry.new.subject": "Nouveau message {name, elide, de} par le {site}",
  "emails.inquiry.new.intro": "{name} vous a envoyé un message à partir de votre profil sur le {site}.",
  "emails.inquiry.new.name": "Nom : {name}",
  "emails.inquiry.new.email": "Courriel : {email}",
  "emails.inquiry.new.phone": "Téléphone : {phone}",
  "emails.inquiry.new.phoneNone": "Téléphone : non fourni",
  "emails.inquiry.new.reply": "Répondez à ce courriel pour écrire directement à {name}.",
  "emails.inquiry.new.repliedLink":
    "Vous avez répondu autrement (par téléphone, de votre propre adresse)? J’ai répondu (en un clic) : {url}",
  "emails.inquiry.new.health":
    "Ce message peut contenir des renseignements personnels sur la santé : traitez-le comme tout dossier de client.",
  "emails.inquiry.receipt.subject": "Votre message à {therapist} a été envoyé",
  "emails.inquiry.receipt.delivered":
    "Votre message à {therapist} a bien été transmis. Cette personne vous répondra directement à cette adresse.",
  "emails.inquiry.receipt.profile": "Le profil {therapist, elide, de} : {url}",
  "emails.inquiry.receipt.followUps":
    "Dans deux jours ouvrables, nous vous demanderons si vous avez eu une réponse et, sinon, nous vous suggérerons d’autres thérapeutes.",
  "emails.inquiry.receipt.off": "Ne recevoir aucun courriel de notre part au sujet de ce message : {url}",
  "emails.inquiry.receipt.notYou":
    "Si vous n’avez pas écrit à {therapist}, quelqu’un a saisi votre adresse : vous pouvez ignorer ce courriel.",
  "emails.inquiry.reminder.subject.first": "Rappel : {name} attend votre réponse",
  "emails.inquiry.reminder.subject.second": "Deuxième rappel : {name} attend votre réponse",
  "emails.inquiry.reminder.wrote":
    "{name} vous a écrit à partir de votre profil sur le {site} le {date}, et nous n’avons encore aucune trace d’une réponse.",
  "emails.inquiry.reminder.replyTo":
    "Vous pouvez lui répondre à {email}; son message se trouve dans le courriel que nous vous avons envoyé ce jour-là.",
  "emails.inquiry.reminder.replied": "Vous avez déjà répondu? J’ai répondu (en un clic) : {url}",
  "emails.inquiry.reminder.dashboard": "Ou indiquez-le dans votre tableau de bord : {url}",
  "emails.inquiry.reminder.record":
    "Votre profil indique combien de messages reçoivent votre réponse dans un délai de {days} jours ouvrables.",
  "emails.inquiry.heardBack.subject": "Avez-vous eu une réponse {therapist, elide, de}?",
  "emails.inquiry.heardBack.wrote":
    "Le {date}, vous avez écrit à {therapist} par l’intermédiaire du {site}. Avez-vous eu une réponse?",
  "emails.inquiry.heardBack.yes": "Oui, j’ai eu une réponse : {url}",
  "emails.inquiry.heardBack.no": "Non, pas encore : {url}",
  "emails.inquiry.heardBack.noAccount":
    "Aucun compte n’est nécessaire : chaque lien ouvre une page avec un seul bouton.",
  "emails.inquiry.suggestions.subject": "D’autres thérapeutes qui pourraient vous aider",
  "emails.inquiry.suggestions.wrote":
    "Le {date}, vous avez écrit à {therapist} par l’intermédiaire du {site}, et nous n’avons encore aucune trace d’une réponse.",
  "emails.inquiry.suggestions.lead":
    "Ces thérapeutes ont la même spécialité, acceptent de nouveaux clients et l’ont confirmé au cours des 30 derniers jours :",
  "emails.inquiry.suggestions.online": "Séances en ligne",
  "emails.inquiry.notResponding.subject":
    "Votre fiche indique maintenant que vous ne répondez pas aux nouveaux messages",
  "emails.inquiry.notResponding.last":
    "Les {count} derniers messages envoyés à partir de votre profil sur le {site} sont restés sans réponse pendant {days} jours ouvrables.",
  "emails.inquiry.notResponding.until":
    "Tant que vous n’aurez pas confirmé votre disponibilité, votre profil et votre fiche dans le répertoire indiqueront « {notice} ».",
  "emails.inquiry.notResponding.notice": "Ne répond pas aux nouveaux messages pour le moment",
  "emails.inquiry.notResponding.confirm":
    "Pour la confirmer, connectez-vous à votre tableau de bord et cliquez sur « Toujours exact » (ou mettez-la à jour) : {url}",
  "emails.inquiry.notResponding.mark": "Vous pourrez aussi y indiquer les messages auxquels vous avez répondu.",
} satisfies Record<keyof typeof en, string>;
