import type en from "./dashboard.en.ts";

// Le tableau de bord du thérapeute : ses cartes (statut, mise en vedette, paiements, disponibilités, statistiques,
// messages, articles, profil), les réponses de ses boutons et les avis au retour du paiement.
export default {
  "dash.title": "Mon profil de thérapeute",
  "dash.noProfile.heading": "Aucun profil pour l’instant",
  "dash.noProfile.text": "Vous n’avez pas encore demandé à figurer dans le répertoire.",
  "dash.noProfile.create": "Créer votre profil",
  "dash.account.link": "Télécharger vos données ou supprimer votre compte",
  "dash.answer": "<b>{title} :</b> {description}",
  "dash.notice.canceled": "Paiement annulé",
  "dash.notice.canceledText": "Votre inscription reste gratuite. Vous pourrez passer en vedette quand vous le voudrez.",
  "dash.notice.processing": "Paiement en traitement",
  "dash.notice.processingText": "Votre profil passera en vedette dès que votre paiement sera compensé.",
  "dash.notice.success": "Paiement réussi!",
  "dash.notice.successActive": "Votre inscription en vedette est maintenant active.",
  "dash.toast.failed": "Échec de la mise à jour",
  "dash.toast.notUnderstood": "Cette demande n’a pas pu être comprise.",
  "dash.toast.checkForm": "Vérifiez le formulaire.",
  "dash.toast.noListing": "Vous n’avez aucune fiche publiée à confirmer.",
  "dash.toast.availabilityUpdated": "Disponibilités mises à jour",
  "dash.toast.availabilityConfirmed": "Disponibilités confirmées",
  "dash.toast.messageUpdated": "Message mis à jour",
  "dash.toast.postDone": "C’est fait!",
  "dash.toast.post.publish": "L’article est publié et maintenant en ligne!",
  "dash.toast.post.unpublish":
    "L’article est retiré : il redevient un brouillon, vu seulement par vous et notre équipe.",
  "dash.toast.post.delete": "L’article est supprimé.",
  "dash.toast.post.draft": "L’article est enregistré comme brouillon. Vous pourrez le publier plus tard.",
  "dash.toast.markedReplied": "Marqué comme répondu.",
  "dash.toast.closed": "Fermé.",
  "dash.toast.messageNotFound": "Ce message est introuvable.",
  "dash.toast.billingUnavailable": "Facturation non disponible",
  "dash.toast.featuredCanceled": "Mise en vedette annulée",
  "dash.toast.featuredCanceledText":
    "Votre profil reste en vedette jusqu’à la fin de la période payée; il demeure ensuite dans le répertoire gratuitement.",
  "dash.refusal.nothingToCancel":
    "Vous n’avez aucun abonnement de mise en vedette en cours de renouvellement à annuler.",
  "dash.refusal.noBillingAccount":
    "Vous n’avez pas encore de compte de facturation : il est créé lors de votre premier paiement de mise en vedette.",
  "dash.refusal.portalDown":
    "Le fournisseur de paiement n’a pas pu ouvrir la facturation. Veuillez réessayer dans un instant.",
  "dash.refusal.cancelDown":
    "Le fournisseur de paiement n’a pas pu annuler le renouvellement. Veuillez réessayer dans un instant.",
  "dash.checkout.title": "Erreur de paiement",
  "dash.checkout.fallback": "Le paiement de la mise en vedette n’a pas pu commencer. Veuillez réessayer.",
  "dash.checkout.not-approved":
    "Seuls les profils approuvés peuvent passer en vedette. Votre profil doit d’abord être créé et approuvé.",
  "dash.checkout.already-featured": "Votre profil est déjà en vedette.",
  "dash.checkout.already-paid":
    "Vous avez déjà payé une inscription en vedette : elle commencera quand votre profil sera approuvé.",
  "dash.checkout.still-clearing":
    "Votre dernier paiement est encore en traitement : la mise en vedette commencera dès qu’il sera compensé.",
  "dash.checkout.renewal-retrying":
    "Votre dernier renouvellement a échoué et sera tenté de nouveau : mettez à jour vos renseignements de paiement avec Gérer la facturation plutôt que de payer une nouvelle mise en vedette.",
  "dash.checkout.subscription-live":
    "Votre abonnement en vedette se renouvelle encore chaque mois : payer une nouvelle mise en vedette vous facturerait deux fois. Gérer la facturation vous le montre.",
  "dash.checkout.provider-down":
    "Le fournisseur de paiement n’a pas pu commencer le paiement. Veuillez réessayer dans un instant.",
  "dash.post.forbidden": "Vous ne pouvez rédiger et modifier que vos propres articles.",
  "dash.post.not-found": "Article introuvable",
  "dash.post.unknown-author": "Veuillez choisir un ou une thérapeute (auteur).",
  "dash.post.slug-taken": "Cette adresse d’article est déjà prise",
  "dash.featured.active": "Inscription en vedette active",
  "dash.featured.daysLeft":
    "Il reste {n, plural, one {# jour} other {# jours}}. Votre profil est mis en avant dans les résultats de recherche.",
  "dash.featured.renews": "Renouvellement le {date} ({price} par mois).",
  "dash.featured.ends": "Prend fin le {date}; votre profil reste ensuite dans le répertoire gratuitement.",
  "dash.featured.pastDue":
    "Votre dernier paiement a échoué : la mise en vedette prendra fin à cette date si le paiement ne passe pas. Mettez à jour vos renseignements de paiement avec Gérer la facturation.",
  "dash.featured.cancel": "Annuler la mise en vedette",
  "dash.featured.cancelAsk":
    "Arrêter le renouvellement? La mise en vedette reste jusqu’au {date}, et rien de plus n’est facturé.",
  "dash.featured.cancelConfirm": "Arrêter le renouvellement",
  "dash.featured.pending": "Paiement en traitement",
  "dash.featured.pendingText":
    "Votre paiement est en cours de compensation (un débit préautorisé prend quelques jours ouvrables). Votre profil passera en vedette dès qu’il sera compensé; d’ici là, il figure gratuitement dans le répertoire.",
  "dash.featured.demo": "Jouer la réponse de la banque (paiement de démonstration)",
  "dash.featured.get": "Passer en vedette",
  "dash.featured.failed":
    "<b>Paiement refusé.</b> Votre dernier paiement n’est pas passé; votre profil n’est donc pas en vedette. Rien n’a été facturé : vous pouvez réessayer, avec le même mode de paiement ou un autre.",
  // La mise en vedette se décrit par un fait, sans superlatif : la norme de publicité de l’OPAO l’exige.
  "dash.featured.pitch":
    "Placement mis en avant, un badge « En vedette » et la priorité dans les recherches filtrées, pour {price} par mois. Annulable en tout temps.",
  "dash.featured.learn": "En savoir plus sur la mise en vedette",
  "dash.featured.billing": "Gérer la facturation",
  "dash.featured.retrying": "Mise en vedette suspendue : un renouvellement a échoué",
  "dash.featured.retryingText":
    "Le paiement de votre dernier renouvellement a échoué et le fournisseur de paiement le tentera de nouveau. Mettez à jour vos renseignements de paiement avec Gérer la facturation : la mise en vedette reprendra dès que le paiement passera.",
  "dash.featured.renewing": "Renouvellement en vedette en cours",
  "dash.featured.renewingText":
    "Votre abonnement en vedette se renouvelle encore chaque mois : votre fiche sera de nouveau en vedette dès que son prochain paiement sera compensé.",
  "dash.payments.heading": "Historique des paiements",
  "dash.payments.date": "Date",
  "dash.payments.amount": "Montant",
  "dash.payments.status": "État",
  "dash.payments.amountValue": "{amount} CA",
  "dash.payments.pending": "En traitement",
  "dash.payments.paid": "Payé",
  "dash.payments.failed": "Refusé",
  "dash.payments.refunded": "Remboursé",
  "dash.payments.disputed": "Contesté",
  "dash.payments.renewal": "{status} (renouvellement)",
  "dash.availability.heading": "Disponibilités",
  "dash.availability.never": "jamais confirmée",
  "dash.availability.stale":
    "Les visiteurs voient « Disponibilités non confirmées récemment », et votre fiche passe après celles dont les disponibilités ont été confirmées récemment.",
  "dash.availability.billing":
    "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : {list}.",
  "dash.availability.still": "Toujours exact",
  "dash.availability.update": "Mettre à jour les disponibilités",
  "dash.availability.save": "Enregistrer les disponibilités",
  "dash.analytics.heading": "Statistiques",
  "dash.analytics.received": "{n, plural, one {demande de client reçue} other {demandes de clients reçues}}",
  "dash.messages.heading": "Messages",
  "dash.messages.noRecord":
    "Votre taux de réponse paraîtra sur votre profil dès que {minimum} messages des {days} derniers jours seront comptés.",
  "dash.messages.none": "Aucune demande reçue pour l’instant.",
  "dash.messages.state.new": "Nouveau",
  "dash.messages.state.replied": "Répondu",
  "dash.messages.state.closed": "Fermé",
  "dash.messages.markReplied": "Marquer comme répondu",
  "dash.messages.close": "Fermer (aucune réponse nécessaire)",
  "dash.messages.from": " : message {name, elide, de}",
  "dash.messages.heardBack": "La personne nous a dit avoir eu une réponse",
  "dash.messages.notHeardBack": "La personne nous a dit ne pas avoir eu de réponse",
  "dash.messages.message": "Message",
  "dash.articles.heading": "Mes articles",
  "dash.articles.create": "Rédiger un article",
  "dash.articles.none": "Vous n’avez encore rédigé aucun article.",
  "dash.articles.published": "Publié",
  "dash.articles.edited": "Modifié le {date}",
  "dash.status.heading": "État de la demande : <label>{label}</label>",
  "dash.status.pending": "En cours d’examen",
  "dash.status.approved": "Approuvée",
  "dash.status.rejected": "Refusée",
  "dash.status.removed": "Retirée",
  "dash.status.pendingText":
    "Votre demande est en cours d’examen. Nous vous écrirons par courriel d’ici 2 à 3 jours ouvrables.",
  "dash.status.confirmEmail":
    "<b>Confirmez votre adresse courriel :</b> nous avons envoyé un lien à {email}. Ouvrez-le pour que nous puissions publier votre fiche avec cette adresse.",
  "dash.status.live": "Votre profil est en ligne dans le répertoire.",
  "dash.status.view": "Voir le profil public",
  "dash.status.edit": "Modifier le profil",
  "dash.status.rejectedText": "Votre demande n’a pas été approuvée.",
  "dash.status.note": "Note de notre équipe :",
  "dash.status.applyAgain": "Présenter une nouvelle demande",
  "dash.status.removedText":
    "Votre profil ne figure plus dans le répertoire. Si vous croyez qu’il s’agit d’une erreur, veuillez nous écrire.",
  "dash.status.contact": "Nous joindre",
  "dash.profile.heading": "Renseignements du profil",
  "dash.profile.name": "Nom",
  "dash.profile.credentials": "Titres",
  "dash.profile.license": "Numéro de permis",
  "dash.profile.years": "Années d’expérience",
  "dash.profile.yearsValue": "{years} ans",
  "dash.profile.email": "Courriel",
  "dash.profile.phone": "Téléphone",
  "dash.profile.location": "Lieu",
  "dash.profile.specialties": "Spécialités",
  "dash.profile.therapyTypes": "Approches thérapeutiques",
  "dash.profile.bio": "Biographie",
} satisfies Record<keyof typeof en, string>;
