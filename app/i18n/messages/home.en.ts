// The home page's own sections (hero, trust strip, popular searches, cities, the guide and its questions, the calls
// to action). They reach the browser as a script per language with the sections' modules (home-words.ts), never
// with a page's data.
export default {
  "home.h1": "Find a licensed therapist in Ontario",
  "home.lead":
    "Search verified psychotherapists, social workers and psychologists by city, specialty, approach and fees.",
  "home.browse": "Browse therapists",
  "home.stat.therapists": "Therapists",
  "home.stat.cities": "Cities",
  "home.stat.specialties": "Specialties",
  "home.growing": "Growing",
  "home.trust": "Why use this directory",
  "home.trust.1": "All therapists licensed and verified",
  "home.trust.2": "Free to list for therapists",
  "home.trust.3": "Online and in-person sessions",
  "home.french": "Services en français",
  "home.popular": "Popular Searches",
  "home.col.1": "Online Anywhere in Ontario",
  "home.col.1.text": "Video sessions with therapists across the province.",
  "home.col.2": "Available This Week",
  "home.col.2.text": "Therapists accepting new clients now.",
  "home.col.3": "Student-Friendly",
  "home.col.3.text": "Support with academic stress and student life.",
  "home.col.4": "Low-Cost / Sliding Scale",
  "home.col.4.text": "Sessions under {amount}.",
  "home.cities": "Find Therapists by City",
  "home.how": "How to Book a Therapist",
  "home.step": "Step {n}: ",
  "home.step.1": "Search and filter",
  "home.step.1.text": "Search by name, concern or approach, then narrow by city, online sessions, fees and insurance.",
  "home.step.2": "Compare profiles",
  "home.step.2.text": "Read each therapist's credentials, specialties, approaches and availability to find a good fit.",
  "home.step.3": "Reach out",
  "home.step.3.text":
    "Contact the therapist from their profile with your questions; you can ask whether they offer a short introductory call.",
  "home.step.4": "Book your first session",
  "home.step.4.text": "Agree on a time, online or in person, and check your benefits plan for coverage before you go.",
  "home.faq": "Common questions",
  "home.faq.1": "Are the therapists in the directory licensed?",
  "home.faq.1.a":
    "Yes. Every listed therapist is a licensed or registered professional, such as a Registered Psychotherapist (CRPO), Registered Social Worker or Registered Psychologist, and applications are reviewed before a profile is published.",
  "home.faq.2": "How much does therapy cost in Ontario?",
  "home.faq.2.a":
    "Fees vary by professional and city; many sessions cost between {low} and {high}. Use the price filter to see lower-cost and sliding-scale options, and check whether your workplace or student benefits cover sessions.",
  "home.faq.3": "Can I see a therapist online?",
  "home.faq.3.a":
    "Yes. Many therapists offer secure video sessions anywhere in Ontario. Tick Virtual Sessions or choose the Online mode in the filters.",
  "home.faq.4": "Does it cost anything to use the directory?",
  "home.faq.4.a":
    "No. Searching and contacting therapists is free for visitors, and therapists can list their practice for free.",
  "home.cta": "Are You a Therapist?",
  "home.cta.text": "List your practice for free and reach people across Ontario looking for your kind of support.",
  "home.cta.link": "List your practice",
  "home.join": "Join Ontario's directory of licensed therapists",
  "home.join.text": "Create a free listing in minutes. Featured placement is available for {price} a month.",
  "home.join.link": "Join as Therapist",
} as const;
