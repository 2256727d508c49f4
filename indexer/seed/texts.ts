// Sentence templates for the demo bios and blog posts: first-person, general and non-clinical.
// Every function takes the Random it should draw from, so the texts are as deterministic as the rest.
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/index.ts";
import { CLIENT_GROUPS } from "./words.ts";
import type { Random } from "./random.ts";

/** "a", "a and b", "a, b and c". */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** How some specialties (named as services) read as a topic inside a sentence. */
const TOPIC_PHRASES: Readonly<Record<string, string>> = {
  "Stress Management": "stress",
  "Relationship Counseling": "relationship difficulties",
  "Couples Therapy": "challenges in a couple",
  "Anger Management": "anger",
  "LGBTQ2S+ Support": "questions of identity and belonging",
};

/** A specialty as it reads inside a sentence: common issues lowercased ("Trauma & PTSD" → "trauma & PTSD"). */
function inSentence(specialty: string): string {
  const phrase = TOPIC_PHRASES[specialty];
  if (phrase !== undefined) return phrase;
  if (!ISSUE_DROPDOWN_SPECIALTIES.includes(specialty)) return specialty;
  return specialty.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

const ROLES: Readonly<Record<string, string>> = {
  RP: "registered psychotherapist",
  RSW: "registered social worker",
  "C.Psych.": "clinical psychologist",
  CCC: "certified counsellor",
  Psychologist: "psychologist",
};

const YEARS: Readonly<Record<string, string>> = {
  "0-2": "a couple of years",
  "3-5": "several years",
  "6-10": "nearly a decade",
  "11-15": "more than ten years",
  "16+": "over fifteen years",
};

export type BioInput = {
  firstName: string;
  city: string;
  provinceName: string;
  credentialTypes: readonly string[];
  yearsExperience: string;
  specialties: readonly string[];
  therapyTypes: readonly string[];
  virtualSessions: boolean;
  inPersonSessions: boolean;
  studentFriendly: boolean;
};

const VALUES: readonly string[] = [
  "I believe therapy works best when you feel heard, respected and never judged.",
  "I offer a safe, inclusive space for people of all backgrounds, identities and faiths.",
  "Together we will set clear goals and check in regularly on what is and isn't helping.",
  "I see therapy as a partnership: you are the expert on your own life, and I bring skills and curiosity.",
  "Whether this is your first time in therapy or you are coming back to it, we will go at a pace that feels right.",
  "I bring a trauma-informed, culturally responsive lens to everything I do.",
];

// A bio is its therapist's advertising: it states facts about the practice, never what clients say of it (the
// colleges' advertising standards forbid testimonials).
export function writeBio(random: Random, input: BioInput): string {
  const role = ROLES[input.credentialTypes[0] ?? ""] ?? "therapist";
  const years = YEARS[input.yearsExperience] ?? "several years";
  const group = random.pick(CLIENT_GROUPS);
  const issues = joinList(input.specialties.slice(0, random.int(1, 2)).map(inSentence));
  const approaches = joinList(input.therapyTypes.slice(0, 2));
  const openings = [
    `I am a ${role} in ${input.city} with ${years} of experience supporting ${group}, with a focus on ${issues}.`,
    `As a ${role} based in ${input.city}, I work with ${group} looking for support with ${issues}.`,
    `For ${years} I have worked alongside ${group} as a ${role} in ${input.city}, especially around ${issues}.`,
    `Hi, I'm ${input.firstName}, a ${role} in ${input.city}, and much of my work with ${group} centres on ${issues}.`,
    `My practice in ${input.city} focuses on ${issues}, and I especially enjoy working with ${group}.`,
  ];
  const approachLines = [
    `My approach draws on ${approaches}, adapted to your goals and your pace.`,
    `In our sessions I blend ${approaches} with a warm, collaborative style.`,
    `I use ${input.therapyTypes[0]} and other evidence-informed tools to help you notice patterns, build practical skills and feel more at ease.`,
    `I am trained in ${approaches}, and I tailor each session to what you need that week.`,
    `I pair the practical strategies of ${input.therapyTypes[0]} with time to talk through what matters most to you.`,
  ];
  const modes =
    input.virtualSessions && input.inPersonSessions
      ? `I offer in-person sessions in ${input.city} as well as secure video sessions across ${input.provinceName}.`
      : input.virtualSessions
        ? `All of my sessions are online through a secure video platform, so you can join from anywhere in ${input.provinceName}.`
        : `I see clients in person at a calm, accessible office in ${input.city}.`;
  const extras = random.sample([...random.sample(VALUES, 2), modes], 3);
  if (input.studentFriendly) extras.unshift("Reduced fees are available for students.");
  const sentences = [random.pick(openings), random.pick(approachLines)];
  const target = random.int(2, 4);
  while (extras.length > 0 && (sentences.length < target || sentences.join(" ").length < 200)) {
    sentences.push(extras.shift() as string);
  }
  while (sentences.join(" ").length > 600 && sentences.length > 2) sentences.pop();
  return sentences.join(" ");
}

type Theme = { pattern: RegExp; signs: string; tips: readonly string[] };

const THEMES: readonly Theme[] = [
  {
    pattern: /anxi|panic|worry|phobia|fear|obsess|ocd/i,
    signs: "a racing mind, trouble sleeping, tension in the body, or avoiding places and people that used to feel fine",
    tips: [
      "Slow breathing, with the out-breath a little longer than the in-breath, tells the body it is safe to settle.",
      "Setting aside a short 'worry time' each day can keep worries from spreading across the whole day.",
      "Approaching a feared situation in small, planned steps usually shrinks the fear more than avoiding it.",
      "Cutting back on caffeine and keeping a steady sleep schedule lowers the baseline of tension.",
    ],
  },
  {
    pattern: /depress|mood|bipolar|seasonal|lonel|isolat/i,
    signs:
      "low energy, losing interest in things you used to enjoy, changes in sleep or appetite, or harsh self-criticism",
    tips: [
      "Planning one small, doable activity each day builds momentum even when motivation is low.",
      "Getting outside in daylight, especially in the morning, can lift energy during long Canadian winters.",
      "Reaching out to one person, even with a short message, eases the pull towards isolation.",
      "Noticing and gently questioning all-or-nothing thoughts makes room for a kinder inner voice.",
    ],
  },
  {
    pattern: /stress|burnout|perfection|procrastin|work|academic|student/i,
    signs: "feeling constantly behind, irritability, headaches, trouble switching off at night, or dreading Monday",
    tips: [
      "Writing tomorrow's three most important tasks before you stop for the day helps the mind let go.",
      "Short breaks every hour or so protect focus better than pushing through for a whole afternoon.",
      "Saying no to one non-essential request this week is a small but real act of self-care.",
      "Regular movement, even a ten-minute walk, helps the body use up stress hormones.",
    ],
  },
  {
    pattern: /grief|loss|bereave/i,
    signs: "waves of sadness, numbness, guilt, difficulty concentrating, or feeling out of step with everyone else",
    tips: [
      "There is no timeline for grief, and comparing your process to others' rarely helps.",
      "Rituals, such as writing a letter or visiting a meaningful place, can give grief somewhere to go.",
      "Letting trusted people know what kind of support you want makes it easier for them to help.",
      "Basic care, like regular meals and rest, matters even more when grief makes days feel long.",
    ],
  },
  {
    pattern: /couple|relationship|family|parent|marri|divorce|separat/i,
    signs: "the same argument on repeat, feeling unheard, distance or silence, or conversations that escalate quickly",
    tips: [
      "Starting a hard conversation gently, with 'I' statements, lowers defensiveness on both sides.",
      "Taking a twenty-minute break when things get heated, and agreeing to come back, prevents hurtful escalations.",
      "Noticing and naming small moments of appreciation rebuilds goodwill over time.",
      "Scheduling regular, phone-free time together keeps connection from getting lost in logistics.",
    ],
  },
  {
    pattern: /trauma|ptsd|abuse|violence|assault/i,
    signs:
      "feeling on edge, intrusive memories, nightmares, avoiding reminders, or feeling disconnected from your body",
    tips: [
      "Grounding skills, such as naming five things you can see, can bring you back to the present moment.",
      "Predictable daily routines give the nervous system a sense of safety.",
      "Healing does not require retelling every detail; a good therapist will follow your pace.",
      "Gentle movement, like stretching or walking, can help the body release stored tension.",
    ],
  },
];

const GENERAL: Theme = {
  pattern: /./,
  signs: "changes in sleep, mood or energy, pulling away from people, or feeling stuck in the same patterns",
  tips: [
    "Keeping a short daily journal can reveal patterns that are hard to see in the moment.",
    "Sleep, movement and regular meals are not a cure, but they make every other change easier.",
    "Talking with someone you trust can make a problem feel more manageable.",
    "Being as patient with yourself as you would be with a good friend makes change more likely to last.",
  ],
};

export type BlogText = { title: string; excerpt: string; paragraphs: string[] };

export function writeBlogText(
  random: Random,
  specialty: string,
  therapyTypes: readonly string[],
  crisisLine: string,
): BlogText {
  const theme = THEMES.find((candidate) => candidate.pattern.test(specialty)) ?? GENERAL;
  const tips = random.sample(theme.tips, random.int(3, 4));
  const topic = inSentence(specialty);
  const approach = random.pick(therapyTypes);
  const title = random.pick([
    `Understanding ${specialty}: A Practical Guide`,
    `${specialty}: ${tips.length} Small Steps That Help`,
    `${specialty}: When to Reach Out for Support`,
    `What to Expect in Therapy: ${specialty}`,
    `${specialty} and ${approach}: What to Know`,
    `${specialty}: Where to Start`,
  ]);
  const excerpt = random.pick([
    `A practical look at ${topic}: common signs, small steps that help, and when to reach out for support.`,
    `Some gentle, everyday strategies for ${topic}, and how working with a therapist can help.`,
    `What ${topic} can feel like, what tends to help, and when it may be time to talk to someone.`,
  ]);
  const intro = random.pick([
    `Many people across Canada struggle with ${topic}, often quietly. It can show up at work, at home and in relationships, and it usually feels more manageable once it has a name.`,
    `Clients often come to me about ${topic} after months of trying to push through on their own. If that sounds familiar, you are far from alone.`,
    `Help with ${topic} is one of the most common reasons people reach out to a therapist. Here are a few ideas I often share in sessions.`,
  ]);
  return {
    title,
    excerpt,
    paragraphs: [
      intro,
      `Everyone's experience is different, but people often notice ${theme.signs}. None of these on their own means something is wrong; what matters is how much they get in the way of the life you want.`,
      `A few small steps can help. ${tips.join(" ")}`,
      `In therapy, approaches such as ${joinList(random.sample(therapyTypes, 2))} can help you understand your own patterns and practise new ways of responding. Sessions are a confidential space where you set the pace, and many extended health plans cover registered therapists.`,
      `If you have been struggling with ${topic} for more than a few weeks, and it is affecting your sleep, work or relationships, it may be a good time to talk to a professional. If you are in crisis or thinking about suicide, call or text ${crisisLine} at any time, or go to your nearest emergency department.`,
      "This article is general information, not a substitute for personalised professional advice.",
    ],
  };
}
