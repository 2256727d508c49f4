// The emails of the Featured lifecycle: receipt, renewal, failed payment, money taken back, end.
export default {
  "emails.featured.hello": "Hello,",
  "emails.featured.helloName": "Hello {name},",
  "emails.featured.dashboard": "Your dashboard: {url}",
  "emails.featured.plan": "Featured Listing",
  "emails.featured.receipt.subject": "Receipt: {plan}, {amount}",
  "emails.featured.receipt.thanks": "Thank you: we received your payment of {amount} CAD for the {plan}.",
  "emails.featured.receipt.pending": "Your Featured status activates when your profile is approved.",
  "emails.featured.receipt.until":
    "Your profile is Featured until {date}, and renews automatically each month. You can cancel anytime.",
  "emails.featured.renewal.subject": "Your {plan} renewed",
  "emails.featured.renewal.body":
    "We received your monthly payment of {amount} CAD. Your profile is Featured until {date}.",
  "emails.featured.failure.subject": "Payment failed for your {plan}",
  "emails.featured.failure.body": "We couldn't take your monthly payment for the Featured listing.",
  "emails.featured.failure.notFeatured": "Your listing is not Featured until the payment goes through.",
  "emails.featured.failure.until":
    "Your profile stays Featured until {date}; after that it stays in the directory as a Free listing unless the payment goes through.",
  "emails.featured.failure.update": "Update your payment details with Manage billing on your dashboard.",
  "emails.featured.firstFailed.body":
    "Your payment for the Featured listing did not go through, so your listing is not Featured.",
  "emails.featured.firstFailed.retry":
    "Nothing was charged. You can try again from your dashboard, with the same or another payment method.",
  "emails.featured.firstFailed.retrySignup":
    "Nothing was charged. You can try again on the application's payment step, with the same or another payment method: {url}",
  "emails.featured.refunded.subject": "Your {plan} payment was refunded",
  "emails.featured.refunded.body": "Your payment of {amount} CAD for the {plan} was refunded.",
  "emails.featured.disputed.subject": "Your {plan} payment is disputed",
  "emails.featured.disputed.body": "Your payment of {amount} CAD for the {plan} was disputed with your bank.",
  "emails.featured.ended": "Your Featured period has ended. Your profile stays in the directory as a Free listing.",
  "emails.featured.notForThis": "Your listing is not Featured for this payment.",
  "emails.featured.renewalStopped":
    "Its monthly renewal is cancelled, so nothing more will be charged. You can get Featured again anytime from your dashboard ({amount} per month).",
  "emails.featured.end.subject": "Your {plan} has ended",
  "emails.featured.end.again": "You can get Featured again anytime from your dashboard ({amount} per month).",
} as const;
