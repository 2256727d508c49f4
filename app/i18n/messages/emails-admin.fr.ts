import type en from "./emails-admin.en.ts";

// Les courriels des demandes d’inscription et des vérifications : l’accusé de réception de la demande, la décision
// de l’équipe sur la demande et sur les changements aux renseignements vérifiés, et le rappel de relier un profil
// inscrit à un compte.
export default {
  "emails.admin.helloName": "Bonjour {name},",
  "emails.admin.receipt.subject": "Nous avons reçu votre demande d’inscription au {site}",
  "emails.admin.receipt.thanks":
    "Merci d’avoir demandé à figurer dans le {site}. Notre équipe examine chaque demande dans un délai de 2 à 3 jours\nouvrables et vous communiquera le résultat par courriel.",
  "emails.admin.receipt.prove":
    "Nous avons envoyé un lien à {email}, l’adresse courriel indiquée dans votre demande : ouvrez-le pour confirmer\nqu’elle vous appartient. Nous ne pourrons publier votre fiche avec cette adresse qu’une fois celle-ci confirmée.",
  "emails.admin.receipt.dashboard": "Vous pouvez suivre l’état de votre demande dans votre tableau de bord : {url}",
  "emails.admin.approved.subject": "Votre profil sur le {site} est en ligne",
  "emails.admin.approved.live":
    "Bonne nouvelle : votre demande a été approuvée et votre profil est maintenant publié dans le répertoire :",
  "emails.admin.approved.dashboard": "Gérez-le à partir de votre tableau de bord : {url}",
  "emails.admin.approved.featured": "La mise en vedette que vous avez payée est maintenant active.",
  "emails.admin.approved.note": "Un mot de notre équipe : {note}",
  "emails.admin.rejected.subject": "Au sujet de votre demande d’inscription au {site}",
  "emails.admin.rejected.body": "Merci de votre demande. Nous ne pouvons pas l’approuver dans sa forme actuelle.",
  "emails.admin.rejected.note": "La note de notre équipe : {note}",
  "emails.admin.rejected.again": "Vous pouvez présenter une nouvelle demande : {url}",
  "emails.admin.changes.approvedSubject": "Les changements à votre profil sur le {site} sont approuvés",
  "emails.admin.changes.rejectedSubject": "Au sujet des changements à votre profil sur le {site}",
  "emails.admin.changes.approved":
    "Nous avons vérifié les changements à votre nom, à votre permis ou à vos titres professionnels : ils figurent maintenant sur votre profil public.",
  "emails.admin.changes.rejected":
    "Nous n’avons pas pu vérifier les changements à votre nom, à votre permis ou à vos titres professionnels; votre profil conserve donc ses renseignements vérifiés. Répondez à ce courriel si vous avez des questions.",
  "emails.admin.linking.subject": "Reliez votre profil sur le {site} à votre compte",
  "emails.admin.linking.body":
    "Votre profil figure dans le {site}. Connectez-vous avec cette adresse courriel ({email}) pour le gérer :",
  "emails.admin.linking.explain":
    "Une fois que vous serez connecté, notre équipe reliera le profil à ce compte pour que vous puissiez le modifier\net voir vos demandes de renseignements. Un profil n’est relié qu’à un compte qui se connecte avec l’adresse qu’il\naffiche : pour utiliser une autre adresse, connectez-vous d’abord avec celle-ci, puis changez-la dans votre profil.",
  "emails.admin.address.support": "Si vous ne vous y attendiez pas, écrivez immédiatement à {support}.",
  "emails.admin.address.hello": "Bonjour,",
  "emails.admin.address.changedSubject": "L’adresse courriel de votre fiche sur le {site} a changé",
  "emails.admin.address.changed": "La fiche {url} utilisait l’adresse courriel {from}; elle utilise maintenant {to}.",
  "emails.admin.address.why.admin": "Notre équipe l’a changée.",
  "emails.admin.address.why.provedElsewhere":
    "Une autre personne a prouvé que l’adresse lui appartenait, et votre compte ne l’avait jamais prouvé : votre fiche utilise donc maintenant l’adresse avec laquelle vous vous connectez.",
  "emails.admin.address.why.approved":
    "Une demande envoyée à partir de votre compte indiquait la nouvelle adresse, vous l’avez confirmée et notre équipe l’a approuvée.",
  "emails.admin.address.takenOffSubject": "Votre adresse courriel a été retirée d’une fiche sur le {site}",
  "emails.admin.address.takenOff":
    "La fiche {url} utilisait cette adresse courriel, mais son compte n’a jamais prouvé que l’adresse\nlui appartenait. Vous l’avez prouvé en présentant une demande avec cette adresse : elle est donc maintenant à vous\nseul. La fiche ne l’utilise plus et ses messages ne vous parviennent plus.",
  "emails.admin.address.claims": "Si cette fiche prétend être la vôtre, écrivez-nous à {support}.",
  "emails.admin.address.linkedSubject": "Votre fiche sur le {site} a été reliée à un compte",
  "emails.admin.address.linked":
    "Notre équipe a relié la fiche {url} à un compte qui se connecte avec une autre adresse\ncourriel; ce compte peut maintenant modifier la fiche et lire ses messages.",
  "emails.admin.address.reason": "La raison donnée par notre équipe : {reason}",
} satisfies Record<keyof typeof en, string>;
