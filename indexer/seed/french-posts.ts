// The demo blog's posts in French: a few written by hand for the demo, and, for synthetic blogs (load tests), posts
// put together from French sentences about a specialty. Pure: the same Random always gives the same text.
import { FRENCH_SPECIALTIES } from "#app/reference/french-terms.ts";
import { truncate, type GeneratedBlogPost } from "./generate-blog-post.ts";
import type { Random } from "./random.ts";

export type FrenchText = { title: string; slug: string; excerpt: string; paragraphs: string[]; specialty: string };

/** The demo's French posts, each with the specialty it is filed under. */
export const FRENCH_DEMO_POSTS: readonly FrenchText[] = [
  {
    title: "Traverser le deuil, un jour à la fois",
    slug: "traverser-le-deuil-un-jour-a-la-fois",
    specialty: "Grief & Loss",
    excerpt:
      "Le deuil ne suit pas d'horaire. Quelques repères pour vivre la perte d'un proche sans se presser de guérir.",
    paragraphs: [
      "Le deuil n'est pas une maladie : c'est la réponse naturelle à la perte d'une personne que l'on aime. Il se vit par vagues, parfois calmes, parfois soudaines, et il n'existe pas de bonne façon de le traverser.",
      "Dans les semaines qui suivent un décès, beaucoup de personnes dorment mal, oublient des rendez-vous ou se sentent coupables de rire. Ces réactions sont fréquentes et ne veulent pas dire que quelque chose ne va pas chez vous.",
      "Parler de la personne disparue, garder certains rituels et accepter l'aide de ses proches sont des gestes simples qui soutiennent le chemin du deuil. Si la douleur reste aussi vive après plusieurs mois, une psychothérapeute peut vous accompagner.",
    ],
  },
  {
    title: "L'anxiété au quotidien : comprendre pour mieux respirer",
    slug: "l-anxiete-au-quotidien-comprendre-pour-mieux-respirer",
    specialty: "Anxiety",
    excerpt:
      "L'anxiété est un signal d'alarme utile qui s'emballe parfois. Comment la reconnaître et reprendre la main.",
    paragraphs: [
      "L'anxiété est d'abord une réaction de protection : le cœur accélère, le souffle se raccourcit, l'esprit cherche le danger. Elle devient un problème lorsqu'elle s'installe sans raison claire et qu'elle dicte nos choix.",
      "Éviter ce qui nous inquiète soulage sur le moment, mais entretient la peur à long terme. La thérapie cognitivo-comportementale aide à repérer les pensées qui alimentent l'inquiétude et à affronter les situations évitées, pas à pas.",
      "Une respiration lente, quelques minutes de marche et un horaire de sommeil régulier ne guérissent pas l'anxiété, mais ils offrent un terrain plus stable pour le travail thérapeutique.",
    ],
  },
  {
    title: "Se disputer moins, se parler mieux : le couple après les enfants",
    slug: "se-disputer-moins-se-parler-mieux-en-couple",
    specialty: "Couples Therapy",
    excerpt:
      "L'arrivée des enfants bouleverse la vie à deux. Des pistes concrètes pour retrouver l'écoute dans le couple.",
    paragraphs: [
      "Après la naissance d'un enfant, la fatigue et les nouvelles responsabilités laissent peu de place à la vie de couple. Les conversations se limitent vite à l'organisation de la semaine.",
      "Les disputes répétées portent rarement sur la vaisselle : elles parlent souvent du besoin d'être reconnu. Reformuler ce que l'autre vient de dire, avant de répondre, suffit parfois à désamorcer un conflit.",
      "La thérapie de couple offre un lieu neutre pour nommer ces besoins. Elle n'est pas réservée aux couples en crise : beaucoup consultent pour prévenir l'usure plutôt que pour la réparer.",
    ],
  },
  {
    title: "Épuisement professionnel : reconnaître les signes avant la rupture",
    slug: "epuisement-professionnel-reconnaitre-les-signes",
    specialty: "Stress Management",
    excerpt:
      "Fatigue qui ne passe plus, cynisme, sentiment d'inefficacité : les signes du burn-out et comment y répondre.",
    paragraphs: [
      "L'épuisement professionnel s'installe lentement. On compense d'abord par plus d'efforts, puis la fatigue ne disparaît plus, même après une fin de semaine de repos.",
      "Le cynisme envers son travail et le sentiment de ne plus être efficace sont deux signes importants. Ils ne sont pas des défauts de caractère, mais la conséquence d'un stress prolongé sans récupération suffisante.",
      "En parler tôt à son médecin ou à un thérapeute permet d'ajuster la charge, de réapprendre à poser des limites et de préparer un retour au travail réaliste.",
    ],
  },
];

const OPENINGS = [
  "Beaucoup de personnes hésitent longtemps avant de consulter au sujet de {sujet}.",
  "On parle encore trop peu de {sujet}, alors que cette difficulté touche de nombreuses familles en Ontario.",
  "Quand on vit avec {sujet}, les journées peuvent sembler plus lourdes qu'elles ne le sont pour les autres.",
];
const MIDDLES = [
  "La première étape consiste souvent à mettre des mots sur ce que l'on ressent, sans se juger.",
  "Il est utile de remarquer les moments de la journée où les difficultés augmentent, et ceux où elles s'apaisent.",
  "Le soutien de proches attentifs fait une vraie différence, même lorsqu'ils ne savent pas quoi dire.",
  "Les changements durables se construisent par petites étapes, répétées avec patience.",
  "Dormir suffisamment, bouger un peu chaque jour et garder des liens sociaux restent des appuis précieux.",
];
const CLOSINGS = [
  "Si vous vous reconnaissez dans ces lignes, une première rencontre avec un thérapeute peut vous aider à y voir plus clair.",
  "Demander de l'aide n'est pas un signe de faiblesse : c'est une façon de prendre soin de soi.",
];

/** A French post about a specialty, from sentences chosen by `random` (a synthetic blog's). */
export function writeFrenchText(random: Random, specialty: string): Omit<FrenchText, "slug"> {
  const sujet = (FRENCH_SPECIALTIES[specialty] ?? specialty).toLowerCase();
  const fill = (sentence: string) => sentence.replace("{sujet}", sujet);
  const title = `${FRENCH_SPECIALTIES[specialty] ?? specialty} : ${random.pick(["comprendre et avancer", "quelques repères", "en parler sans tabou"])}`;
  const paragraphs = [
    fill(random.pick(OPENINGS)),
    random.sample(MIDDLES, 3).join(" "),
    random.sample(MIDDLES, 2).join(" "),
    random.pick(CLOSINGS),
  ];
  return {
    title,
    specialty,
    excerpt: `${paragraphs[0]} ${paragraphs[1]}`.slice(0, 157).replace(/\s+\S*$/, "…"),
    paragraphs,
  };
}

/** A generated post (its author, dates and status) with a French text instead of its own. */
export function asFrenchPost(base: GeneratedBlogPost, text: Omit<FrenchText, "slug">, slug: string): GeneratedBlogPost {
  return {
    ...base,
    title: text.title,
    slug,
    content: text.paragraphs.join("\n\n"),
    excerpt: truncate(text.excerpt, 160),
    specialty: text.specialty,
    metaTitle: truncate(text.title, 60),
    metaDescription: truncate(text.excerpt, 160),
    language: "fr",
  };
}
