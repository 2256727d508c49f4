// The pricing page: the two plans, why get Featured, and its questions.
export default {
  "pricing.title": "Pricing for Therapists",
  "pricing.description":
    "List your practice free, or get a {plan} for {price} per month: boosted placement, a Featured badge and priority in filtered searches. Cancel anytime.",
  "pricing.heading": "Simple pricing for therapists",
  "pricing.lead": "List your practice for free, or get Featured for more visibility. No contracts: cancel anytime.",
  "pricing.paidNote": "Featured is a paid placement and is labelled as such in the directory.",
  "plan.free.name": "Free Listing",
  "plan.featured.name": "Featured Listing",
  "plan.perMonth": "per month",
  "plan.recurring": "Recurring, cancel anytime",
  "plan.free.cta": "Get Started Free",
  "plan.featured.cta": "Get Featured",
  "plan.free.1": "Directory listing",
  "plan.free.2": "Basic contact info",
  "plan.free.3": "Specialties and credentials display",
  "plan.free.4": "Virtual and in-person availability",
  "plan.free.5": "Client inquiry form",
  "plan.free.6": "Profile management dashboard",
  "plan.featured.1": "Everything in Free",
  "plan.featured.2": "Boosted placement",
  "plan.featured.3": "Featured badge",
  "plan.featured.4": "Priority in filtered searches",
  "plan.featured.5": "Highlighted card",
  "plan.featured.6": "Labelled as a paid placement",
  "plan.catalogue": "{site} listings",
  "benefits.heading": "Why get Featured",
  "benefits.placement.title": "Boosted placement",
  // What the orders do, no more: availability confirmed recently comes before Featured, and city pages list by name.
  "benefits.placement.text":
    "In the recommended order of the directory and of issue pages, a Featured profile comes before the profiles that are not Featured, except those whose availability was confirmed in the last {recent} days when its own was not. City pages list every profile by name.",
  "benefits.priority.title": "Priority in filtered searches",
  "benefits.priority.text":
    "When visitors filter the directory by city, specialty or session type, matching Featured profiles keep that place among the results.",
  "benefits.badge.title": "Featured badge and highlighted card",
  "benefits.badge.text": "Your card stands out with a Featured badge and a highlighted border.",
  "benefits.verified.title": "Same verified directory",
  "benefits.verified.text":
    "Every listing, Free or Featured, is a reviewed, licensed professional. Featured changes placement, not review.",
  "faq.heading": "Frequently asked questions",
  "faq.cancel.q": "Can I cancel anytime?",
  "faq.cancel.a":
    "Yes. The {plan} renews automatically each month; cancel from your dashboard and it stays active until the end of the {days}-day period you paid for. Then your profile stays in the directory as a Free listing.",
  "faq.what.q": "What does Featured do?",
  "faq.what.a":
    "In the recommended order of the directory and of issue pages, and in filtered searches, your profile comes before the profiles that are not Featured, except those whose availability was confirmed in the last {recent} days when yours was not. Your card has a Featured badge, labelled as a paid placement, and a highlighted border. City pages list every profile by name.",
  "faq.labelled.q": "Is Featured labelled as paid placement?",
  "faq.labelled.a":
    "Yes. Featured is a paid placement and is labelled as such wherever it appears, in line with Ontario's advertising rules for regulated health professionals. It never affects review, verification or ratings.",
  "faq.who.q": "Who can get Featured?",
  "faq.who.a":
    "Any therapist whose profile has been approved. You can also choose Featured when you apply: you pay first, and it starts when your profile is approved.",
  "faq.cost.q": "How much does it cost?",
  "faq.cost.a": "{price} CAD per month for the {plan}. The Free Listing costs {free}.",
} as const;
