import { Link } from "react-router";
import { CRISIS_LINES, SITE } from "#app/site.ts";

const RESOURCES = [
  { href: "https://988.ca", label: "988 Suicide Crisis Helpline" },
  { href: "https://www.crisisservicescanada.ca", label: "Crisis Services Canada" },
  { href: "https://kidshelpphone.ca", label: "Kids Help Phone" },
  { href: "https://www.connexontario.ca", label: "ConnexOntario" },
  { href: "https://cmha.ca", label: "Canadian Mental Health Association" },
] as const;

const footerLink = "text-slate-300 underline-offset-2 hover:text-white hover:underline";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <section aria-label="Crisis help" className="border-b border-slate-700 bg-red-950/60">
        <div className="mx-auto max-w-7xl px-4 py-4 text-sm">
          <p className="font-semibold text-white">In crisis? Help is available 24/7.</p>
          <p className="mt-1">
            {CRISIS_LINES.map((line, index) => (
              <span key={line.number}>
                {index > 0 && " · "}
                {line.action}{" "}
                <a href={line.href} className="font-semibold text-white underline">
                  {line.number}
                </a>{" "}
                ({line.label})
              </span>
            ))}
            . If you are in immediate danger, call <a href="tel:911" className="font-semibold text-white underline">911</a> or
            go to your local emergency services.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-white">{SITE.name}</p>
          <p className="mt-2 text-sm text-slate-300">
            A directory service only. We do not provide medical advice, diagnosis or treatment. All listed therapists
            are independently licensed professionals.
          </p>
        </div>
        <FooterColumn title="Quick Links">
          <li><Link to="/" className={footerLink}>Directory</Link></li>
          <li><Link to="/therapist/signup" className={footerLink}>Join as Therapist</Link></li>
        </FooterColumn>
        <FooterColumn title="Resources">
          {RESOURCES.map((resource) => (
            <li key={resource.href}>
              <a href={resource.href} className={footerLink} rel="noopener noreferrer" target="_blank">
                {resource.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          <li><Link to="/privacy-policy" className={footerLink}>Privacy Policy</Link></li>
          <li><Link to="/terms-and-conditions" className={footerLink}>Terms and Conditions</Link></li>
          <li><Link to="/contact" className={footerLink}>Contact Us</Link></li>
        </FooterColumn>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {year} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm">{children}</ul>
    </nav>
  );
}
