import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { ProseLink, ProsePage, proseMeta } from "#app/components/prose-page.tsx";
import { ProseOutline } from "#app/components/prose-outline.tsx";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { PRIVACY_OUTLINE } from "#app/i18n/outlines.ts";
import { inPageWords, pageLanguage, pageTranslator, withPageWords } from "#app/i18n/page-words-route.tsx";
import { localPath } from "#app/i18n/twins.ts";
import {
  ADDRESS_PROOF_TTL_DAYS,
  ANALYTICS_DAILY_RETENTION_MONTHS,
  AUDIT_ACTOR_RETENTION_MONTHS,
  AUDIT_COPY_RETENTION_MONTHS,
  BACKUP_RETENTION_DAYS,
  ERASURE_LEDGER_RETENTION_DAYS,
  INQUIRY_RETENTION_MONTHS,
  LOG_KEPT_MEGABYTES,
  PAYMENT_EVENT_RETENTION_DAYS,
  PAYMENT_RECORD_RETENTION_YEARS,
  RAW_EVENT_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REMOVED_LISTING_RETENTION_MONTHS,
  UNUSED_ACCOUNT_RETENTION_MONTHS,
} from "#app/privacy/retention.ts";
import { SITE } from "#app/site.ts";
import type { Route } from "./+types/privacy-policy";
import { absolute } from "#app/seo/structured-data.ts";

// GET /privacy-policy and /fr/politique-de-confidentialite. The words are in the privacy catalogue, keyed by this
// outline (app/i18n/outlines.ts), and come as a script of their own (page-words.ts), not in the page's data; the
// retention periods come from the rules that apply them.

// Where the deployment keeps its database and uploaded files. A deployment hosted elsewhere edits this line.
const DATA_REGION = "Canada";

export const loader = ({ request }: Route.LoaderArgs) => pageLanguage(request);

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageWords(args);

export default inPageWords(PrivacyPolicy);

function PrivacyPolicy() {
  const t = useT();
  const language = useLanguage();
  const values = {
    site: t("site.name"),
    email: SITE.emails.privacy,
    region: DATA_REGION,
    inquiryMonths: INQUIRY_RETENTION_MONTHS,
    proofDays: ADDRESS_PROOF_TTL_DAYS,
    logMegabytes: LOG_KEPT_MEGABYTES,
    rawDays: RAW_EVENT_RETENTION_DAYS,
    dailyMonths: ANALYTICS_DAILY_RETENTION_MONTHS,
    rejectedMonths: REJECTED_APPLICATION_RETENTION_MONTHS,
    auditMonths: AUDIT_COPY_RETENTION_MONTHS,
    actorMonths: AUDIT_ACTOR_RETENTION_MONTHS,
    removedMonths: REMOVED_LISTING_RETENTION_MONTHS,
    unusedMonths: UNUSED_ACCOUNT_RETENTION_MONTHS,
    paymentYears: PAYMENT_RECORD_RETENTION_YEARS,
    paymentDays: PAYMENT_EVENT_RETENTION_DAYS,
    backupDays: BACKUP_RETENTION_DAYS,
    ledgerDays: ERASURE_LEDGER_RETENTION_DAYS,
  };
  const components = {
    em: <em />,
    strong: <strong />,
    br: <br />,
    mail: <ProseLink href={`mailto:${SITE.emails.privacy}`} />,
    opc: <ProseLink href="https://www.priv.gc.ca" />,
    opcPhone: <ProseLink href="tel:18002821376" />,
    ipc: <ProseLink href="https://www.ipc.on.ca" />,
    terms: <ProseLink href={localPath(language, "/terms-and-conditions")} />,
    account: <ProseLink href={localPath(language, "/account")} />,
  };
  return (
    <ProsePage
      title={t("privacy.title")}
      updated="2026-12-04"
      intro={
        <p>
          <T id="privacy.intro" values={values} components={components} />
        </p>
      }
    >
      <ProseOutline prefix="privacy" outline={PRIVACY_OUTLINE} values={values} components={components} />
    </ProsePage>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = pageTranslator(location.pathname);
  const site = t("site.name");
  const url = absolute(matches[0]?.loaderData?.config.appUrl ?? "", location.pathname);
  return proseMeta(t("privacy.title"), t("privacy.description", { site }), site, url);
};
