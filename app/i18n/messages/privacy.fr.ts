import type en from "./privacy.en.ts";

// La politique de confidentialité, clé pour clé comme la version anglaise.
export default {
  "privacy.title": "Politique de confidentialité",
  "privacy.description":
    "Comment le {site} recueille, utilise, conserve et protège les renseignements personnels en vertu de la LPRPDE, et comment consulter, corriger ou supprimer les vôtres.",
  "privacy.intro":
    "Cette politique explique quels renseignements personnels le {site} recueille, pourquoi nous les recueillons, comment nous les protégeons et quels sont vos choix. Nous respectons la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em> (LPRPDE), la loi fédérale du Canada sur la protection des renseignements personnels dans le secteur privé, ainsi que les lois provinciales qui s’appliquent.",
  "privacy.who.title": "1. Qui nous sommes",
  "privacy.who.1":
    "Le {site} est un répertoire en ligne qui aide les gens au Canada à trouver des professionnels agréés en santé mentale, en commençant par l’Ontario. Nous offrons uniquement un service de répertoire. Nous ne sommes pas un fournisseur de soins de santé, nous n’offrons ni counseling ni thérapie, et nous ne sommes pas un « dépositaire de renseignements sur la santé » au sens de la <em>Loi de 2004 sur la protection des renseignements personnels sur la santé</em> de l’Ontario (LPRPS).",
  "privacy.who.2":
    "Les thérapeutes inscrits sont des professionnels indépendants. Lorsque vous commencez à consulter l’un d’eux, c’est ce thérapeute (et non nous) qui est responsable de votre dossier clinique et qui doit généralement le protéger en vertu de la LPRPS ou de la loi sur les renseignements de santé de sa province. Notre responsable de la protection des renseignements personnels répond de la façon dont nous les traitons; vous pouvez l’écrire à <mail>{email}</mail>.",
  "privacy.collect.title": "2. Ce que nous recueillons",
  "privacy.collect.1": "Si vous visitez le répertoire ou y faites une recherche",
  "privacy.collect.2":
    "<strong>Recherches et pages consultées.</strong> Nous enregistrons les filtres et les termes de recherche utilisés, le nombre de résultats et les profils consultés. Ces événements ne sont liés ni à votre nom ni à vos coordonnées, et nous ne les utilisons que de façon globale. Nous n’utilisons ni outil d’analyse tiers, ni pixel de suivi, ni réseau publicitaire, et aucun témoin (cookie) ne sert à ces mesures. Pour qu’une page ouverte deux fois en une demi-heure ne soit comptée qu’une fois, nous combinons votre adresse IP et le type de votre navigateur en un code qui change chaque jour et qui ne permet pas de retrouver l’adresse; nous ne conservons jamais votre adresse IP avec ces événements.",
  "privacy.collect.3":
    "<strong>Journaux techniques.</strong> Comme tout site Web, nos serveurs peuvent consigner brièvement des détails techniques comme votre adresse IP, le type de votre navigateur et l’heure d’une requête, afin que le service reste sûr et fonctionnel. Chaque serveur en garde au plus {logMegabytes} Mo, les plus anciens étant remplacés en premier.",
  "privacy.collect.4": "Si vous écrivez à un thérapeute",
  "privacy.collect.5":
    "Votre nom, votre adresse courriel, votre numéro de téléphone (facultatif) et votre message, ainsi que le thérapeute à qui vous avez écrit et à quel moment. Votre message peut contenir des renseignements sur votre santé. Ne communiquez que ce dont le thérapeute a besoin pour vous répondre, par exemple ce que vous cherchez et comment vous joindre, et gardez les détails de votre historique pour la première séance. Si vous répondez à nos courriels de suivi au sujet de votre message (section 5), nous enregistrons votre réponse.",
  "privacy.collect.6": "Si vous êtes thérapeute",
  "privacy.collect.7":
    "L’adresse courriel de votre compte, toute autre adresse que vous confirmez pour votre fiche, ainsi que les liens de connexion et de confirmation à usage unique que nous y envoyons.",
  "privacy.collect.8":
    "Votre demande et votre profil : nom, coordonnées, titres professionnels, numéro de permis de votre ordre professionnel, années d’expérience, spécialités, approches thérapeutiques, lieu de pratique, honoraires, assurances, disponibilités, biographie et photo de profil, ainsi que les billets de blogue que vous rédigez.",
  "privacy.collect.9":
    "Les renseignements sur votre pratique que vous choisissez d’indiquer : les langues dans lesquelles vous offrez des séances, les personnes avec qui vous travaillez (par exemple des enfants, des couples, des nouveaux arrivants ou des premiers répondants) et ce qui rend votre pratique accessible (par exemple une entrée sans marche, des heures en soirée ou la fin de semaine, ou des séances en ASL ou en LSQ). Ils figurent sur votre profil public et servent aux filtres du répertoire.",
  "privacy.collect.10":
    "<strong>Votre identité, seulement si vous choisissez de la communiquer :</strong> votre genre, si vous êtes 2ELGBTQ+, Noir, Autochtone (Premières Nations, Métis ou Inuit) ou racisé, et votre tradition religieuse ou spirituelle. Ces renseignements sont sensibles. Ils ne sont jamais exigés, et nous ne les conservons et ne les affichons qu’avec votre consentement exprès (voir la section 4).",
  "privacy.collect.11":
    "Les notes que prennent nos administrateurs pendant l’examen de votre demande, et qui l’a examinée et quand.",
  "privacy.collect.12":
    "Pour une inscription en vedette : l’état de votre abonnement, les dates et les montants, ainsi que les numéros de référence de notre société de traitement des paiements par carte. Celle-ci recueille directement les données de votre carte. Nous ne voyons ni ne conservons jamais les numéros de carte.",
  "privacy.collect.13": "Témoins (cookies)",
  "privacy.collect.14":
    "Nous utilisons deux témoins, les nôtres, tous deux nécessaires au fonctionnement du site. Un témoin de session garde les thérapeutes et les administrateurs connectés et retient des détails de courte durée, comme la page où revenir après la connexion. Quand vous demandez un lien de connexion, un second témoin lie ce lien au navigateur qui l’a demandé, pour que le lien ne connecte personne d’autre; il expire après 15 minutes. Nous n’utilisons ni témoins publicitaires ni témoins de tiers.",
  "privacy.why.title": "3. Pourquoi nous les utilisons",
  "privacy.why.1":
    "Pour faire fonctionner le répertoire : afficher les profils, répondre aux recherches, transmettre vos messages aux thérapeutes, leur rappeler les messages auxquels ils n’ont pas répondu et faire un suivi auprès de vous au sujet de votre message (section 5).",
  "privacy.why.2":
    "Pour examiner les demandes, notamment en vérifiant les renseignements sur le permis dans les registres publics des ordres professionnels.",
  "privacy.why.3":
    "Pour connecter les thérapeutes, gérer leurs profils et leurs abonnements en vedette, et publier leurs articles.",
  "privacy.why.4": "Pour comprendre, de façon globale, ce que les gens cherchent afin d’améliorer le répertoire.",
  "privacy.why.5": "Pour prévenir les pourriels, la fraude et les abus, et pour garder le service sûr.",
  "privacy.why.6":
    "Pour répondre aux questions et aux demandes, et pour respecter nos obligations légales et comptables.",
  "privacy.why.7":
    "Nous ne vendons ni ne louons de renseignements personnels, et nous ne les utilisons pas à des fins publicitaires. Nous ne les utilisons à une nouvelle fin qu’après avoir obtenu votre consentement, sauf si la loi le permet autrement.",
  "privacy.consent.title": "4. Consentement",
  "privacy.consent.1":
    "Lorsque vous envoyez un message au moyen du formulaire de contact d’un thérapeute, vous consentez à ce que nous le conservions et le transmettions à ce thérapeute. Lorsqu’un thérapeute présente une demande, il consent à ce que nous l’examinions et, une fois sa demande approuvée, à ce que nous publiions son profil. Tout le monde peut voir les renseignements d’un profil publié, y compris le numéro de permis, le lieu de pratique et la photo.",
  "privacy.consent.2":
    "Nous ne pouvons communiquer des renseignements personnels sans consentement que si la loi l’exige ou le permet, par exemple en réponse à une ordonnance valide d’un tribunal, ou en cas d’urgence menaçant la vie, la santé ou la sécurité d’une personne. Si vous avez moins de 13 ans, demandez à un parent ou à un tuteur de vous aider à joindre un thérapeute.",
  "privacy.consent.3":
    "<strong>Renseignements sur l’identité.</strong> Les renseignements sur l’identité d’un thérapeute (genre, identité 2ELGBTQ+, noire, autochtone ou racisée, tradition religieuse ou spirituelle) ne sont publiés qu’avec son consentement exprès, donné en cochant une case de consentement distincte dans le formulaire de demande ou de profil; nous enregistrons le moment où il a été donné. Avec ce consentement, ces renseignements figurent sur le profil public comme la description que le thérapeute donne de lui-même, et dans le filtre « Identité du thérapeute » du répertoire. Sans lui, nous n’en conservons aucun. Nos administrateurs ne peuvent pas donner ce consentement à la place d’un thérapeute. Le thérapeute peut le retirer en tout temps en décochant la case dans son profil, ou en nous le demandant : ses renseignements sur l’identité sont alors effacés de sa fiche et disparaissent du profil et des recherches en quelques secondes. Ils sont effacés au même moment de la demande que le thérapeute nous a envoyée et de chaque copie du profil que garde le journal de nos administrateurs; le journal ne garde que qui a modifié quoi, et quand. Nous les effaçons aussi, aux mêmes endroits, quand nos administrateurs retirent la fiche ou refusent la demande : nous ne conservons ces renseignements que pour les publier.",
  "privacy.messages.title": "5. Comment les messages sont transmis et suivis",
  "privacy.messages.1":
    "Les messages que vous envoyez depuis un profil sont conservés chez nous et transmis par courriel à l’adresse que le thérapeute nous a fournie, et le thérapeute vous répond directement. Nous vous envoyons aussi un accusé de réception par courriel. Le courriel circule sur Internet et n’est pas chiffré de bout en bout : évitez d’y inclure ce que vous ne voudriez pas voir dans un courriel. Une fois le message livré, la copie du thérapeute relève de ses propres pratiques de confidentialité et de ses obligations professionnelles, y compris la LPRPS lorsqu’elle s’applique.",
  "privacy.messages.2":
    "<strong>Ce que voit le thérapeute.</strong> En plus du courriel, le thérapeute peut lire votre message dans son tableau de bord, qui présente ses messages les plus récents, chacun avec votre nom, votre adresse courriel, votre numéro de téléphone (si vous l’avez donné) et votre message, le moment de l’envoi, s’il a reçu une réponse et, si vous nous l’avez dit, si vous avez eu une réponse. S’il n’a pas indiqué avoir répondu à votre message, nous lui envoyons un rappel par courriel un et deux jours ouvrables après votre envoi, avec votre nom et votre adresse courriel. Votre réponse à « Avez-vous eu une réponse? » compte aussi, sans votre nom, dans le bilan des réponses qu’un profil peut afficher (« A répondu à 9 messages sur 10 en 2 jours ouvrables ou moins »). Un petit nombre de nos administrateurs peuvent consulter les messages : les 20 plus récents figurent, avec le nom, l’adresse courriel et le numéro de téléphone de leur auteur, sur la page des statistiques de contact des administrateurs, qui s’en servent pour vérifier que les messages parviennent aux thérapeutes et pour enquêter sur des problèmes de livraison, des pourriels ou des plaintes.",
  "privacy.messages.3":
    "<strong>Courriels de suivi qui vous sont envoyés.</strong> À moins que le thérapeute n’indique avoir répondu à votre message ou qu’aucune réponse n’est nécessaire, nous vous écrivons encore deux fois à son sujet, en comptant les jours ouvrables de l’Ontario : deux jours ouvrables après votre envoi, pour vous demander si vous avez eu une réponse (avec des liens « Oui » et « Non » en un clic), et trois jours ouvrables après votre envoi, une liste d’au plus trois autres thérapeutes qui partagent une spécialité avec celui à qui vous avez écrit, acceptent de nouveaux clients (confirmé dans les 30 derniers jours) et exercent dans la même ville ou offrent des séances en ligne. Pour les arrêter, utilisez le lien « Ne plus recevoir de courriels de notre part au sujet de ce message » de l’un ou l’autre de ces courriels, ou le lien semblable de votre accusé de réception; répondre « Oui, j’ai eu une réponse » les arrête aussi. Nous n’utilisons votre adresse courriel à aucune autre fin, comme une infolettre ou de la publicité.",
  "privacy.retention.title": "6. Combien de temps nous les conservons",
  "privacy.retention.1":
    "Messages envoyés aux thérapeutes : supprimés {inquiryMonths} mois après leur envoi, avec vos réponses à nos courriels de suivi et la trace de ceux que nous avons envoyés.",
  "privacy.retention.2":
    "Liens de connexion, et liens pour confirmer une nouvelle adresse courriel d’un compte : supprimés un jour après leur envoi (un lien de connexion expire 15 minutes après son envoi, un lien de confirmation d’adresse une heure après).",
  "privacy.retention.3":
    "Liens pour confirmer une adresse de votre fiche : supprimés un jour après leur expiration s’ils n’ont pas été ouverts (ils expirent {proofDays, plural, one {# jour} other {# jours}} après leur envoi); le fait que vous avez confirmé une adresse est conservé aussi longtemps que votre compte.",
  "privacy.retention.4":
    "Liens en un clic de nos courriels (par exemple « J’ai répondu » d’un thérapeute, votre réponse à « Avez-vous eu une réponse? » ou votre demande de ne plus recevoir de courriels) : nous ne gardons qu’un code qui ne permet pas de retrouver le lien, supprimé 30 jours après l’expiration du lien.",
  "privacy.retention.5":
    "Sessions : prennent fin 30 jours après votre connexion (12 heures pour les administrateurs), ou lorsque vous vous déconnectez, puis sont supprimées. La session d’un visiteur qui ne retient que la page où revenir après la connexion prend fin après un jour.",
  "privacy.retention.6":
    "Événements d’analyse (recherches, profils consultés, ouvertures du formulaire de contact et messages envoyés, sans votre nom ni votre adresse IP) : conservés un à un pendant {rawDays, plural, one {# jour} other {# jours}}. Ils sont ensuite supprimés et seuls des totaux quotidiens demeurent (par exemple, le nombre de fois qu’un profil a été consulté un jour donné, ou ce qu’une recherche demandait), que nous gardons {dailyMonths} mois après leur jour, pour comparer l’usage du répertoire d’une année à l’autre, puis supprimons.",
  "privacy.retention.7":
    "Demandes refusées et notes d’examen : conservées {rejectedMonths} mois après la décision, puis supprimées.",
  "privacy.retention.8":
    "Dossiers des administrateurs : lorsqu’un administrateur examine ou modifie un profil, la copie du profil prise à ce moment est conservée {auditMonths} mois, puis effacée. L’adresse courriel de l’administrateur qui a agi est effacée {actorMonths} mois après son geste; la trace de ce qui a été fait, et quand, demeure. La demande d’un thérapeute de modifier son nom, son numéro de permis, ses titres ou sa province est supprimée le même temps après notre décision.",
  "privacy.retention.9":
    "Comptes : un compte sans profil, sans demande et sans paiement auquel personne ne s’est connecté depuis {unusedMonths} mois est supprimé.",
  "privacy.retention.10":
    "Courriels que nous envoyons (liens de connexion, votre message à un thérapeute, accusés de réception, rappels et courriels de suivi) : conservés chiffrés dans notre file d’envoi jusqu’à leur envoi, puis supprimés de celle-ci une heure après. Un courriel qui ne peut toujours pas être envoyé après nos nouvelles tentatives est conservé, chiffré, pendant 14 jours afin que nous puissions examiner l’échec, puis supprimé.",
  "privacy.retention.11": "Profils approuvés et billets de blogue : conservés tant que la fiche est active.",
  "privacy.retention.12":
    "Profils retirés par nos administrateurs : retirés de la vue du public sur-le-champ, sans leurs renseignements sur l’identité, qui sont effacés, et archivés avec un accès restreint pendant {removedMonths} mois, afin que nous puissions rendre compte de qui était inscrit et quand, et répondre aux questions ou aux litiges au sujet d’une fiche. Le profil est ensuite effacé, avec les messages qui lui ont été envoyés, ses billets de blogue, la demande à partir de laquelle il a été approuvé et les copies qu’en gardent les dossiers de nos administrateurs. Le profil d’une personne qui supprime son compte est plutôt effacé sur-le-champ (section 10).",
  "privacy.retention.13":
    "Dossiers de paiement : conservés {paymentYears, plural, one {# an} other {# ans}} (six ans après la fin de l’année d’imposition à laquelle ils se rapportent, comme l’exige la loi fiscale canadienne), puis supprimés; quand un compte est supprimé, ses dossiers de paiement restent conservés pendant cette période, sans plus être liés à lui. Les messages du fournisseur de paiement au sujet d’un paiement sont supprimés {paymentDays, plural, one {# jour} other {# jours}} après leur réception.",
  "privacy.retention.14":
    "Copies de sauvegarde de notre base de données et de nos fichiers : supprimées {backupDays} jours après avoir été faites. D’ici là, une copie contient encore les renseignements supprimés depuis qu’elle a été faite. Pour qu’une copie restaurée ne puisse pas les ramener, nous gardons une trace de chaque suppression de compte, retrait de profil, retrait des renseignements sur l’identité, article de blogue supprimé et demande de ne plus recevoir de courriels de suivi au sujet d’un message, par numéro de compte, de profil, d’article ou de message seulement (sans nom ni adresse), pendant {ledgerDays} jours; si une copie est restaurée, ces suppressions sont refaites dès que le site redémarre sur la copie restaurée.",
  "privacy.safeguards.title": "7. Comment nous les protégeons",
  "privacy.safeguards.1":
    "Nous utilisons des mesures de sécurité adaptées à la sensibilité des renseignements : connexions chiffrées (HTTPS), accès limité aux personnes qui en ont besoin pour leur travail, liens de connexion à usage unique au lieu de mots de passe, et bases de données et sauvegardes à accès restreint. Aucun système n’est parfaitement sûr. Si une atteinte crée un risque réel de préjudice grave, nous la déclarerons au Commissariat à la protection de la vie privée du Canada et en aviserons les personnes touchées, comme l’exige la LPRPDE.",
  "privacy.providers.title": "8. Fournisseurs de services et lieu de stockage des données",
  "privacy.providers.1":
    "Notre base de données et les fichiers téléversés sont stockés au {region}. Nous faisons appel à quelques fournisseurs de services : notre hébergeur, un service d’envoi de courriels (pour les liens de connexion et les messages) et une société de traitement des paiements par carte. Ils ne peuvent utiliser les renseignements personnels que pour nous fournir leur service et doivent les protéger.",
  "privacy.providers.2":
    "Certains fournisseurs, comme la société de traitement des paiements ou le service de courriel, peuvent traiter des renseignements à l’extérieur du Canada, par exemple aux États-Unis. Pendant qu’ils s’y trouvent, ces renseignements sont assujettis aux lois de ce pays et peuvent être accessibles à ses tribunaux et à ses autorités.",
  "privacy.rights.title": "9. Accès et correction",
  "privacy.rights.1":
    "Vous pouvez demander à voir les renseignements personnels que nous détenons à votre sujet, comment ils ont été utilisés et à qui ils ont été communiqués, et nous demander de corriger tout ce qui est inexact. Écrivez à <mail>{email}</mail>. Nous pourrions d’abord vous demander de confirmer votre identité. Nous répondons dans les 30 jours, comme l’exige la LPRPDE; s’il nous faut plus de temps, nous vous dirons pourquoi avant l’échéance. Les demandes sont gratuites. Les thérapeutes peuvent aussi mettre à jour eux-mêmes la plus grande partie de leur profil depuis leur tableau de bord, et télécharger, sous forme de fichier, tout ce que nous détenons à leur sujet depuis <account>la page de leur compte</account> (« Télécharger mes données »).",
  "privacy.withdraw.title": "10. Retrait du consentement",
  "privacy.withdraw.1":
    "Vous pouvez retirer votre consentement en tout temps, sous réserve des limites légales ou contractuelles. Les thérapeutes peuvent supprimer eux-mêmes leur compte depuis <account>la page de leur compte</account> (« Supprimer mon compte », confirmé en saisissant leur adresse courriel) : leur fiche quitte aussitôt le répertoire, un abonnement de mise en vedette actif est annulé immédiatement (les jours déjà payés ne sont pas remboursés), et leur compte, leurs demandes d’inscription, les messages que des visiteurs leur ont envoyés, leurs articles de blogue et leurs photos sont effacés. Seuls les dossiers de paiement qu’exige la loi fiscale sont conservés, sans plus être liés à eux (section 6). Les thérapeutes peuvent aussi nous demander de retirer leur fiche ou d’annuler un abonnement en vedette, et peuvent retirer eux-mêmes, depuis leur profil, leur consentement à l’affichage de leurs renseignements sur l’identité (section 4). Les visiteurs peuvent arrêter nos courriels de suivi au sujet d’un message grâce au lien qui figure dans chacun d’eux (section 5), et peuvent supprimer les messages qu’ils ont envoyés : connectés avec l’adresse d’où ils ont écrit (le lien de connexion prouve qu’elle est la leur), « Télécharger mes données » sur <account>la page de leur compte</account> leur en donne une copie et « Supprimer mon compte » les efface avec leurs suivis; ils peuvent aussi nous le demander. Un message déjà livré est aussi détenu par le thérapeute : adressez-vous à lui au sujet de sa copie. Nous vous expliquerons ce que le retrait de votre consentement signifie pour vous, par exemple que nous ne pourrons plus vous inscrire.",
  "privacy.complaints.title": "11. Questions et plaintes",
  "privacy.complaints.1":
    "Communiquez d’abord avec nous à <mail>{email}</mail> et nous tenterons de régler votre préoccupation. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada à <opc>priv.gc.ca</opc> ou au <opcPhone>1-800-282-1376</opcPhone>. Les préoccupations sur la façon dont un thérapeute traite vos renseignements de santé peuvent être adressées au thérapeute, à son ordre professionnel ou, en Ontario, au Commissaire à l’information et à la protection de la vie privée de l’Ontario à <ipc>ipc.on.ca</ipc>.",
  "privacy.changes.title": "12. Modifications de cette politique",
  "privacy.changes.1":
    "Nous pouvons mettre à jour cette politique lorsque le service ou la loi change. Nous modifierons la date de « Dernière mise à jour » ci-dessus et, pour les changements importants, nous aviserons aussi par courriel les thérapeutes inscrits avant leur entrée en vigueur. Consultez aussi nos <terms>conditions d’utilisation</terms>.",
  "privacy.contact.title": "13. Nous joindre",
  "privacy.contact.1":
    "Responsable de la protection des renseignements personnels, {site}<br/>Courriel : <mail>{email}</mail>",
} satisfies Record<keyof typeof en, string>;
