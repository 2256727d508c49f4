// The Ontario index, the city pages and the six issue pages (/issues/{issue}): their own words. The issue
// texts are written to inform, not to diagnose or promise outcomes. A page sends only its own messages.
export default {
  "place.home": "Home",
  "place.ontario": "Ontario",
  "ontario.title": "Find a Therapist in Ontario by City",
  "ontario.description":
    "Browse licensed therapists, CRPO-registered psychotherapists, social workers and psychologists in Toronto, Ottawa, Mississauga, Hamilton and other Ontario cities.",
  "ontario.h1": "Therapists in Ontario",
  "ontario.lead": "Find licensed mental health professionals near you, or online anywhere in the province.",
  "ontario.intro":
    "Ontario regulates psychotherapy: Registered Psychotherapists are members of the College of Registered Psychotherapists of Ontario (CRPO), and social workers and psychologists have their own colleges. Every therapist in this directory is licensed, and many offer both in-person and secure online sessions. Choose your city to see who practises near you, or start from what you would like help with.",
  "ontario.cities": "Browse by City",
  "ontario.specialties": "Browse by Specialty",
  "ontario.cta": "Are you a therapist in Ontario?",
  "ontario.cta.text": "List your practice for free and reach people looking for support.",
  "ontario.cta.link": "Join as Therapist",
  "city.heading": "CRPO-Registered Counsellors in {city}",
  "city.count": "{total, plural, one {# professional} other {# professionals}} in {city}",
  "city.intro":
    "Registered Psychotherapists in Ontario are regulated by the College of Registered Psychotherapists of Ontario (CRPO). The counsellors, social workers and psychologists listed here practise in or near {city}; many also offer secure online sessions. Open a profile to see credentials, approaches, fees and how to get in touch.",
  "city.results": "Therapist listings",
  "city.none": "No therapists found in {city}",
  "city.noneHint": "Try a nearby city, or search the <online>therapists who offer online sessions</online>.",
  "city.nearby": "Nearby Cities",
  "city.nearbyLink": "Therapists in {city}",
  "city.issues": "Find Help by Issue",
  "city.description":
    "Find {total} CRPO-registered counsellors, psychotherapists and licensed therapists in {city}, Ontario. Compare specialties, approaches, fees and online or in-person availability.",
  "city.description.empty":
    "Find CRPO-registered counsellors, psychotherapists and licensed therapists in {city}, Ontario. Compare specialties, approaches, fees and online or in-person availability.",
  "place.page": " - Page {page}",
  "issue.approaches": "Treatment Approaches",
  "issue.help": "How We Help",
  "issue.results": "Therapists for {name}",
  "issue.none": "No therapists found for {name}",
  "issue.noneHint": "<all>Search the whole directory</all> instead.",
  "issue.related": "Related Specialties",
  "issue.cities": "Find Therapists by City",
  "issues.anxiety.name": "Anxiety",
  "issues.anxiety.heading": "Therapists for Anxiety in Ontario",
  "issues.anxiety.title": "Anxiety Therapists in Ontario",
  "issues.anxiety.metaDescription":
    "Find licensed Ontario therapists who work with anxiety, worry, panic and stress. Compare approaches, fees and availability, online or in person.",
  "issues.anxiety.intro":
    "Everyone feels anxious at times. When worry, tension or a sense of dread keeps coming back and starts to shape your days, your sleep or your relationships, talking with a licensed therapist can help you understand what is going on and find ways to cope that fit your life.",
  "issues.anxiety.approaches":
    "Therapists who work with anxiety often use Cognitive Behavioural Therapy (CBT), which looks at the links between thoughts, feelings and actions; Acceptance and Commitment Therapy (ACT); mindfulness-based approaches; and gradual, supported practice facing situations you have been avoiding. A good therapist explains their approach and adapts it to you.",
  "issues.anxiety.howWeHelp":
    "Every therapist listed here is a licensed professional. Filter by city, online sessions, fees and insurance, read each profile, and contact the therapist directly to ask about their experience with anxiety before you book.",
  "issues.depression.name": "Depression",
  "issues.depression.heading": "Therapists for Depression in Ontario",
  "issues.depression.title": "Depression Therapists in Ontario",
  "issues.depression.metaDescription":
    "Connect with licensed Ontario therapists who support people living with low mood and depression. Compare profiles, approaches, fees and availability.",
  "issues.depression.intro":
    "Low mood, losing interest in things you used to enjoy, tiredness that rest does not fix, or feeling stuck are common reasons people reach out to a therapist. You do not need to be sure what to call it: a first conversation is a chance to talk it through with someone trained to listen.",
  "issues.depression.approaches":
    "Common approaches include Cognitive Behavioural Therapy (CBT), Behavioural Activation, Interpersonal Therapy, Emotion-Focused Therapy and mindfulness-based cognitive therapy. Many therapists combine methods; ask how they would work with you and how you will review progress together.",
  "issues.depression.howWeHelp":
    "Browse licensed therapists who list depression among their specialties, check who is accepting new clients, and filter by online sessions, price and insurance. Therapy works alongside, not instead of, care from your family doctor; if you are in crisis, call or text 988.",
  "issues.couples.name": "Couples & Relationships",
  "issues.couples.heading": "Couples and Relationship Therapists in Ontario",
  "issues.couples.title": "Couples & Relationship Therapists in Ontario",
  "issues.couples.metaDescription":
    "Find licensed couples and relationship therapists in Ontario. Compare approaches such as the Gottman Method and EFT, fees and online availability.",
  "issues.couples.intro":
    "Relationships go through hard seasons: communication that keeps breaking down, recurring arguments, a breach of trust, or a big life change. Relationship counselling gives partners, or one person on their own, a structured space to talk and to understand each other's side.",
  "issues.couples.approaches":
    "Relationship therapists often draw on the Gottman Method, Emotionally Focused Therapy (EFT), Imago Relationship Therapy and solution-focused work. Sessions usually focus on communication, repair after conflict and the patterns that keep a couple stuck, at a pace both partners agree to.",
  "issues.couples.howWeHelp":
    "Search licensed therapists who offer relationship counselling, filter by city or online sessions so both partners can attend, and compare fees and insurance. Reach out to a couple of therapists and ask how they run joint and individual sessions.",
  "issues.trauma.name": "Trauma & PTSD",
  "issues.trauma.heading": "Trauma and PTSD Therapists in Ontario",
  "issues.trauma.title": "Trauma & PTSD Therapists in Ontario",
  "issues.trauma.metaDescription":
    "Find licensed Ontario therapists experienced with trauma and PTSD. Compare trauma-informed approaches such as EMDR and CPT, fees and availability.",
  "issues.trauma.intro":
    "Difficult or frightening experiences can stay with people long after they happen, showing up as memories that intrude, being constantly on guard, trouble sleeping or feeling disconnected. Working with a trauma-informed therapist means going at a pace that feels safe, with you in control of what you share.",
  "issues.trauma.approaches":
    "Trauma-focused approaches include Eye Movement Desensitization and Reprocessing (EMDR), Cognitive Processing Therapy (CPT), trauma-focused CBT, somatic approaches and Internal Family Systems. Many therapists begin with building safety and coping skills before any work on the memories themselves.",
  "issues.trauma.howWeHelp":
    "Find licensed therapists who list trauma and PTSD among their specialties, read about their training and approaches, and contact them to ask how they work. Choosing someone you feel comfortable with matters; it is fine to speak with more than one before deciding.",
  "issues.stress.name": "Stress",
  "issues.stress.heading": "Therapists for Stress and Burnout in Ontario",
  "issues.stress.title": "Stress Management Therapists in Ontario",
  "issues.stress.metaDescription":
    "Find licensed Ontario therapists who help with stress, burnout and life pressures. Compare approaches, fees, insurance and online availability.",
  "issues.stress.intro":
    "Work, school, caregiving, money and health can pile up until stress feels constant. When it starts to affect your sleep, your patience or your body, a therapist can help you sort out what is within your control, set limits and recover your energy.",
  "issues.stress.approaches":
    "Therapists often use Cognitive Behavioural Therapy (CBT), mindfulness-based stress reduction, Acceptance and Commitment Therapy (ACT), solution-focused therapy and practical problem-solving. Sessions tend to be goal-oriented, with skills you can try between appointments.",
  "issues.stress.howWeHelp":
    "Browse licensed therapists who work with stress management and burnout, including evening and online options, and filter by fees and insurance. Many workplace benefit plans cover sessions with registered psychotherapists, social workers and psychologists; check your plan.",
  "issues.grief.name": "Grief & Loss",
  "issues.grief.heading": "Grief and Loss Therapists in Ontario",
  "issues.grief.title": "Grief & Loss Therapists in Ontario",
  "issues.grief.metaDescription":
    "Find licensed Ontario therapists who support people through grief and loss. Compare profiles, approaches, fees and online or in-person availability.",
  "issues.grief.intro":
    "Grief follows many kinds of loss: the death of someone close, a pregnancy loss, a separation, a diagnosis, or a way of life that has changed. There is no right way or timeline to grieve. A therapist offers steady support while you make room for the loss and find your footing.",
  "issues.grief.approaches":
    "Grief counsellors often use meaning-centred and narrative approaches, Acceptance and Commitment Therapy (ACT), emotion-focused work and compassion-focused therapy, and some offer support for complicated or traumatic grief. Sessions follow your pace and what you want to talk about.",
  "issues.grief.howWeHelp":
    "Find licensed therapists who list grief and loss among their specialties, see who is accepting new clients, and choose online or in-person sessions. You can contact a therapist directly to ask about their experience before booking a first session.",
} as const;
