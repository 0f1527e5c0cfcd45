/** The customer's project pages' own words (the refusals' are PROJECT_MESSAGES in domain/projects/project.ts). */
export const PROJECT_PAGE_MESSAGES = {
  listLoadFailed: 'Your projects could not be loaded. Check your connection and try again.',
  loadFailed: 'This project could not be loaded. Check your connection and try again.',
  proposalLoadFailed: 'The proposal could not be loaded. Check your connection and try again.',
  offline: 'You are offline. Your request is kept on this phone: send it when your connection returns.',
  sent: 'Request sent. We will call you to confirm the visit.',
  pdfFailed: 'The PDF could not be made. Check your connection and try again.',
  accepted: (option: number, title: string, name: string, day: string) =>
    `You accepted option ${option}, ${title}, signed by ${name} on ${day}.`,
} as const;

/** The words of accepting a proposal and paying its deposit (the customer's project page). */
export const PROJECT_PAY_MESSAGES = {
  acceptTitle: 'Accept this option',
  total: 'Total',
  deposit: 'Deposit to pay now',
  balance: 'Balance, paid when installed',
  /** Above the terms: which way to pay they are written for */
  termsFor: (way: { kind: 'cash' } | { kind: 'plan'; name: string }) =>
    way.kind === 'cash' ? 'The terms of paying in cash' : `The terms of the payment plan "${way.name}"`,
  acceptedTerms: 'The terms you signed',
  nameLabel: 'Your full name',
  nameHint: 'Typing your name signs your acceptance of this option.',
  accept: 'Accept and pay the deposit',
  acceptNoDeposit: 'Accept this option',
  accepting: 'Accepting...',
  changedTitle: 'What changed:',
  depositChange: (from: string, to: string) => `Deposit: ${from} → ${to}`,
  confirmAgain: (total: string, deposit: string) =>
    `New total ${total}, deposit ${deposit}. Press the button again to accept these amounts.`,
  reissued: (version: number) =>
    `We sent you proposal ${version} at today\u2019s prices since you opened this page. Check what changed before you accept.`,
  reissuedTotal: (total: string, deposit: string) => `New total ${total}, deposit ${deposit}.`,
  expired: 'This proposal has expired. We will send you one at today\u2019s prices.',
  depositTitle: 'Pay the deposit',
  heldUntil: (time: string) =>
    `Your goods are kept for you until ${time}. If the deposit has not arrived by then, they are released and you can accept the proposal again.`,
  paidTitle: 'Deposit received',
  paid: (amount: string) =>
    `We received your deposit of ${amount}. Thank you! We will call you to book the installation.`,
  refundDue: (amount: string) => `Your deposit of ${amount} is being refunded.`,
  refunded: (amount: string) => `Your deposit of ${amount} was refunded.`,
  balanceTitle: 'Pay the balance',
  balanceDue: (amount: string) =>
    `Your system is installed. The balance of ${amount} is now due: pay it with Mobile Money, or at the shop.`,
  balancePaidTitle: 'Paid in full',
  balancePaid: (total: string) => `We received the whole ${total}. Thank you!`,
} as const;
