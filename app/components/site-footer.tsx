import { Link } from "react-router";
import { CRISIS_LINES, SITE } from "#app/site.ts";

const RESOURCES = [
  { href: "https://988.ca", label: "988 Suicide Crisis Helpline" },
  { href: "https://www.crisisservicescanada.ca", label: "Crisis Services Canada" },
  { href: "https://kidshelpphone.ca", label: "Kids Help Phone" },
  { href: "https://www.connexontario.ca", label: "ConnexOntario" },
  { href: "https://cmha.ca", label: "Canadian Mental Health Association" },
] as const;

// Styled by the `site-footer` class (app/styles/site.css): the crisis help, the columns and their links by their place in it.
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <section aria-label="Crisis help">
        <div>
          <p>In crisis? Help is available 24/7.</p>
          <p>
            {CRISIS_LINES.map((line, index) => (
              <span key={line.number}>
                {`${index > 0 ? " · " : ""}${line.action} `}
                <a href={line.href}>{line.number}</a>
                {` (${line.label})`}
              </span>
            ))}
            . If you are in immediate danger, call <a href="tel:911">911</a> or go to your local emergency services.
          </p>
        </div>
      </section>
      <div>
        <div>
          <p>{SITE.name}</p>
          <p>
            A directory service only. We do not provide medical advice, diagnosis or treatment. All listed therapists
            are independently licensed professionals.
          </p>
        </div>
        <FooterColumn title="Quick Links">
          <li>
            <Link to="/">Directory</Link>
          </li>
          <li>
            <Link to="/therapist/signup">Join as Therapist</Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Resources">
          {RESOURCES.map((resource) => (
            <li key={resource.href}>
              <a href={resource.href} rel="noopener noreferrer" target="_blank">
                {resource.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">Terms and Conditions</Link>
          </li>
          <li>
            <Link to="/contact">Contact Us</Link>
          </li>
        </FooterColumn>
      </div>
      <p>{`© ${year} ${SITE.name}. All rights reserved.`}</p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}
