import type en from "./emails-featured.en.ts";

// Les courriels de la mise en vedette : reçu, renouvellement, paiement refusé, paiement repris, fin.
export default {
  "emails.featured.hello": "Bonjour,",
  "emails.featured.helloName": "Bonjour {name},",
  "emails.featured.dashboard": "Votre tableau de bord : {url}",
  "emails.featured.plan": "Fiche en vedette",
  "emails.featured.receipt.subject": "Reçu : {plan}, {amount}",
  "emails.featured.receipt.thanks": "Merci : nous avons reçu votre paiement de {amount} CA pour la {plan}.",
  "emails.featured.receipt.pending": "La mise en vedette commencera lorsque votre profil sera approuvé.",
  "emails.featured.receipt.until":
    "Votre profil est en vedette jusqu’au {date} et se renouvelle automatiquement chaque mois. Vous pouvez annuler en tout temps.",
  "emails.featured.renewal.subject": "Votre {plan} a été renouvelée",
  "emails.featured.renewal.body":
    "Nous avons reçu votre paiement mensuel de {amount} CA. Votre profil est en vedette jusqu’au {date}.",
  "emails.featured.failure.subject": "Échec du paiement de votre {plan}",
  "emails.featured.failure.body": "Nous n’avons pas pu prélever votre paiement mensuel pour la fiche en vedette.",
  "emails.featured.failure.notFeatured":
    "Votre fiche ne sera pas en vedette tant que le paiement n’aura pas été effectué.",
  "emails.featured.failure.until":
    "Votre profil reste en vedette jusqu’au {date}; ensuite, il demeure dans le répertoire comme fiche gratuite, à moins que le paiement soit effectué.",
  "emails.featured.failure.update":
    "Mettez à jour vos renseignements de paiement avec « Gérer la facturation » dans votre tableau de bord.",
  "emails.featured.firstFailed.body":
    "Votre paiement pour la fiche en vedette n’a pas été effectué : votre fiche n’est donc pas en vedette.",
  "emails.featured.firstFailed.retry":
    "Aucun montant n’a été prélevé. Vous pouvez réessayer dans votre tableau de bord, avec le même mode de paiement ou un autre.",
  "emails.featured.firstFailed.retrySignup":
    "Aucun montant n’a été prélevé. Vous pouvez réessayer à l’étape du paiement de votre demande, avec le même mode de paiement ou un autre : {url}",
  "emails.featured.refunded.subject": "Le paiement de votre {plan} a été remboursé",
  "emails.featured.refunded.body": "Votre paiement de {amount} CA pour la {plan} a été remboursé.",
  "emails.featured.disputed.subject": "Le paiement de votre {plan} est contesté",
  "emails.featured.disputed.body":
    "Votre paiement de {amount} CA pour la {plan} a été contesté auprès de votre banque.",
  "emails.featured.ended":
    "Votre période en vedette est terminée. Votre profil demeure dans le répertoire comme fiche gratuite.",
  "emails.featured.notForThis": "Votre fiche n’est pas en vedette pour ce paiement.",
  "emails.featured.renewalStopped":
    "Son renouvellement mensuel est annulé : plus rien ne vous sera facturé. Vous pouvez remettre votre fiche en vedette en tout temps dans votre tableau de bord ({amount} par mois).",
  "emails.featured.end.subject": "Votre {plan} est terminée",
  "emails.featured.end.again":
    "Vous pouvez remettre votre fiche en vedette en tout temps dans votre tableau de bord ({amount} par mois).",
} satisfies Record<keyof typeof en, string>;
