import { SITE } from "#app/site.ts";
import { FEATURED_PLAN_NAME, formatAmount, formatDay as day } from "./plan.ts";

// The emails of the Featured lifecycle: receipt, renewal, failed payment, money taken back, end. Dates are written
// in UTC.

type Recipient = { to: string; firstName: string | null };
type Email = { to: string; subject: string; text: string };

function letter({ to, firstName }: Recipient, subject: string, body: string[], appUrl: string): Email {
  return {
    to,
    subject,
    text: [
      `Hello${firstName ? ` ${firstName}` : ""},`,
      "",
      ...body,
      "",
      `Your dashboard: ${appUrl}/therapist/dashboard`,
      "",
      `— ${SITE.name}`,
    ].join("\n"),
  };
}

export function receiptEmail(r: Recipient, amount: number, until: number | null, appUrl: string): Email {
  return letter(
    r,
    `Receipt: ${FEATURED_PLAN_NAME}, ${formatAmount(amount)}`,
    [
      `Thank you: we received your payment of ${formatAmount(amount)} CAD for the ${FEATURED_PLAN_NAME}.`,
      until === null
        ? "Your Featured status activates when your profile is approved."
        : `Your profile is Featured until ${day(until)}, and renews automatically each month. You can cancel anytime.`,
    ],
    appUrl,
  );
}

export function renewalEmail(r: Recipient, amount: number, until: number, appUrl: string): Email {
  return letter(
    r,
    `Your ${FEATURED_PLAN_NAME} renewed`,
    [`We received your monthly payment of ${formatAmount(amount)} CAD. Your profile is Featured until ${day(until)}.`],
    appUrl,
  );
}

export function failureEmail(r: Recipient, until: number | null, appUrl: string): Email {
  return letter(
    r,
    `Payment failed for your ${FEATURED_PLAN_NAME}`,
    [
      "We couldn't take your monthly payment for the Featured listing.",
      until === null
        ? "Your listing is not Featured until the payment goes through."
        : `Your profile stays Featured until ${day(until)}; after that it stays in the directory as a Free listing unless the payment goes through.`,
      "Update your payment details with Manage billing on your dashboard.",
    ],
    appUrl,
  );
}

/** The first payment (a debit that was still clearing) did not go through: nothing was charged, nothing Featured. */
export function firstPaymentFailedEmail(r: Recipient, appUrl: string): Email {
  return letter(
    r,
    `Payment failed for your ${FEATURED_PLAN_NAME}`,
    [
      "Your payment for the Featured listing did not go through, so your listing is not Featured.",
      "Nothing was charged. You can try again from your dashboard, with the same or another payment method.",
    ],
    appUrl,
  );
}

/** Cleared money was refunded or disputed: Featured ended (if it was running). */
export function reversalEmail(
  r: Recipient,
  reason: "refunded" | "disputed",
  amount: number,
  ended: boolean,
  appUrl: string,
): Email {
  const what =
    reason === "refunded"
      ? `Your payment of ${formatAmount(amount)} CAD for the ${FEATURED_PLAN_NAME} was refunded.`
      : `Your payment of ${formatAmount(amount)} CAD for the ${FEATURED_PLAN_NAME} was disputed with your bank.`;
  return letter(
    r,
    reason === "refunded"
      ? `Your ${FEATURED_PLAN_NAME} payment was refunded`
      : `Your ${FEATURED_PLAN_NAME} payment is disputed`,
    [
      what,
      ended
        ? "Your Featured period has ended. Your profile stays in the directory as a Free listing."
        : "Your listing is not Featured for this payment.",
    ],
    appUrl,
  );
}

export function endEmail(r: Recipient, appUrl: string): Email {
  return letter(
    r,
    `Your ${FEATURED_PLAN_NAME} has ended`,
    [
      "Your Featured period has ended. Your profile stays in the directory as a Free listing.",
      `You can get Featured again anytime from your dashboard (${formatAmount(999)} per month).`,
    ],
    appUrl,
  );
}
