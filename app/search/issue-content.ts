import type { IssueSlug } from "#app/reference/issues.ts";

// The texts of the six issue pages (/issues/{issue}). Written to inform, not to diagnose or promise outcomes:
// they describe what people commonly bring to therapy and how a directory helps them find someone to talk to.

export type IssueContent = {
  /** The issue's name as it reads in a sentence and in links ('Anxiety'). */
  name: string;
  heading: string;
  title: string;
  metaDescription: string;
  intro: string;
  approaches: string;
  howWeHelp: string;
};

export const ISSUE_CONTENT: Readonly<Record<IssueSlug, IssueContent>> = {
  anxiety: {
    name: "Anxiety",
    heading: "Therapists for Anxiety in Ontario",
    title: "Anxiety Therapists in Ontario",
    metaDescription:
      "Find licensed Ontario therapists who work with anxiety, worry, panic and stress. Compare approaches, fees and availability, online or in person.",
    intro:
      "Everyone feels anxious at times. When worry, tension or a sense of dread keeps coming back and starts to shape your days, your sleep or your relationships, talking with a licensed therapist can help you understand what is going on and find ways to cope that fit your life.",
    approaches:
      "Therapists who work with anxiety often use Cognitive Behavioural Therapy (CBT), which looks at the links between thoughts, feelings and actions; Acceptance and Commitment Therapy (ACT); mindfulness-based approaches; and gradual, supported practice facing situations you have been avoiding. A good therapist explains their approach and adapts it to you.",
    howWeHelp:
      "Every therapist listed here is a licensed professional. Filter by city, online sessions, fees and insurance, read each profile, and contact the therapist directly to ask about their experience with anxiety before you book.",
  },
  depression: {
    name: "Depression",
    heading: "Therapists for Depression in Ontario",
    title: "Depression Therapists in Ontario",
    metaDescription:
      "Connect with licensed Ontario therapists who support people living with low mood and depression. Compare profiles, approaches, fees and availability.",
    intro:
      "Low mood, losing interest in things you used to enjoy, tiredness that rest does not fix, or feeling stuck are common reasons people reach out to a therapist. You do not need to be sure what to call it: a first conversation is a chance to talk it through with someone trained to listen.",
    approaches:
      "Common approaches include Cognitive Behavioural Therapy (CBT), Behavioural Activation, Interpersonal Therapy, Emotion-Focused Therapy and mindfulness-based cognitive therapy. Many therapists combine methods; ask how they would work with you and how you will review progress together.",
    howWeHelp:
      "Browse licensed therapists who list depression among their specialties, check who is accepting new clients, and filter by online sessions, price and insurance. Therapy works alongside, not instead of, care from your family doctor; if you are in crisis, call or text 988.",
  },
  couples: {
    name: "Couples & Relationships",
    heading: "Couples and Relationship Therapists in Ontario",
    title: "Couples & Relationship Therapists in Ontario",
    metaDescription:
      "Find licensed couples and relationship therapists in Ontario. Compare approaches such as the Gottman Method and EFT, fees and online availability.",
    intro:
      "Relationships go through hard seasons: communication that keeps breaking down, recurring arguments, a breach of trust, or a big life change. Relationship counselling gives partners, or one person on their own, a structured space to talk and to understand each other's side.",
    approaches:
      "Relationship therapists often draw on the Gottman Method, Emotionally Focused Therapy (EFT), Imago Relationship Therapy and solution-focused work. Sessions usually focus on communication, repair after conflict and the patterns that keep a couple stuck, at a pace both partners agree to.",
    howWeHelp:
      "Search licensed therapists who offer relationship counselling, filter by city or online sessions so both partners can attend, and compare fees and insurance. Reach out to a couple of therapists and ask how they run joint and individual sessions.",
  },
  trauma: {
    name: "Trauma & PTSD",
    heading: "Trauma and PTSD Therapists in Ontario",
    title: "Trauma & PTSD Therapists in Ontario",
    metaDescription:
      "Find licensed Ontario therapists experienced with trauma and PTSD. Compare trauma-informed approaches such as EMDR and CPT, fees and availability.",
    intro:
      "Difficult or frightening experiences can stay with people long after they happen, showing up as memories that intrude, being constantly on guard, trouble sleeping or feeling disconnected. Working with a trauma-informed therapist means going at a pace that feels safe, with you in control of what you share.",
    approaches:
      "Trauma-focused approaches include Eye Movement Desensitization and Reprocessing (EMDR), Cognitive Processing Therapy (CPT), trauma-focused CBT, somatic approaches and Internal Family Systems. Many therapists begin with building safety and coping skills before any work on the memories themselves.",
    howWeHelp:
      "Find licensed therapists who list trauma and PTSD among their specialties, read about their training and approaches, and contact them to ask how they work. Choosing someone you feel comfortable with matters; it is fine to speak with more than one before deciding.",
  },
  stress: {
    name: "Stress",
    heading: "Therapists for Stress and Burnout in Ontario",
    title: "Stress Management Therapists in Ontario",
    metaDescription:
      "Find licensed Ontario therapists who help with stress, burnout and life pressures. Compare approaches, fees, insurance and online availability.",
    intro:
      "Work, school, caregiving, money and health can pile up until stress feels constant. When it starts to affect your sleep, your patience or your body, a therapist can help you sort out what is within your control, set limits and recover your energy.",
    approaches:
      "Therapists often use Cognitive Behavioural Therapy (CBT), mindfulness-based stress reduction, Acceptance and Commitment Therapy (ACT), solution-focused therapy and practical problem-solving. Sessions tend to be goal-oriented, with skills you can try between appointments.",
    howWeHelp:
      "Browse licensed therapists who work with stress management and burnout, including evening and online options, and filter by fees and insurance. Many workplace benefit plans cover sessions with registered psychotherapists, social workers and psychologists; check your plan.",
  },
  grief: {
    name: "Grief & Loss",
    heading: "Grief and Loss Therapists in Ontario",
    title: "Grief & Loss Therapists in Ontario",
    metaDescription:
      "Find licensed Ontario therapists who support people through grief and loss. Compare profiles, approaches, fees and online or in-person availability.",
    intro:
      "Grief follows many kinds of loss: the death of someone close, a pregnancy loss, a separation, a diagnosis, or a way of life that has changed. There is no right way or timeline to grieve. A therapist offers steady support while you make room for the loss and find your footing.",
    approaches:
      "Grief counsellors often use meaning-centred and narrative approaches, Acceptance and Commitment Therapy (ACT), emotion-focused work and compassion-focused therapy, and some offer support for complicated or traumatic grief. Sessions follow your pace and what you want to talk about.",
    howWeHelp:
      "Find licensed therapists who list grief and loss among their specialties, see who is accepting new clients, and choose online or in-person sessions. You can contact a therapist directly to ask about their experience before booking a first session.",
  },
};
