/**
 * The installation projects' words (docs/projects.md): the refusals, the request form, staff's screens and
 * checks, proposals, payments, the installation, after commissioning, and the customer's project pages. Code
 * branches on the refusal reasons, never on these words.
 */
import { formatDay } from '@domain/shared/date-time';
import { formatGhs } from '@domain/shared/money';
import { LIMITS } from '@domain/sizing/sizing-model';
import { MAX_PROPOSAL_OPTIONS, PROJECT_MESSAGE_MAX, RATING_WORDS_MAX } from './project-limits';
import type { ProjectRefusal, ProjectStage } from './project';
import type { MaintenanceTask } from './project-maintenance';

const ghs = formatGhs;

/** The customer's words for each refusal (and the checks of the forms). */
export const PROJECT_MESSAGES = {
  wrongStage: 'This project has moved on since you opened it. Reload the page to see where it is now.',
  notAllowed: 'You cannot do that for this project.',
  notFound: 'Project not found',
  slotPast: 'Choose a day from today on.',
  slotClosed: 'That day is not open for surveys. Choose one of the days shown.',
  gpsAddress: 'Enter the GhanaPost GPS address as on the GhanaPost app, e.g. NT-0123-4567.',
  town: 'Enter the town or area.',
  proposalExpired: 'This proposal has expired. We will send you one at today\u2019s prices.',
  serialsMismatch: (name: string, expected: number) =>
    `Enter ${expected} serial ${expected === 1 ? 'number' : 'numbers'} for ${name}, one for each unit installed.`,
} as const;

/** PROJECT_MESSAGES for a refusal reason. */
export const refusalMessage = (reason: ProjectRefusal): string =>
  reason === 'wrong_stage' ? PROJECT_MESSAGES.wrongStage : PROJECT_MESSAGES.notAllowed;

/** The request form's own words (the refusals' and the site's are PROJECT_MESSAGES). */
export const PROJECT_REQUEST_MESSAGES = {
  kind: 'Choose what you would like us to do.',
  name: 'Enter your name (2 to 100 characters).',
  phone: 'Enter a Ghana phone number, e.g. 024 123 4567.',
  region: 'Choose the region of the site.',
  landmark: 'Describe how to find the site: a landmark near it (3 to 300 characters).',
  slotRequired: 'Choose a day and a time for our visit.',
  message: `Keep the message under ${PROJECT_MESSAGE_MAX} characters.`,
  invalidProjectId: 'This request could not be sent. Reload the page and try again.',
  sizing: 'The sizing from the calculator could not be read. Open the calculator and try again.',
  tooManyOpen: (max: number) =>
    `You already have ${max} projects in progress. We will finish one before starting another; call us if it is urgent.`,
  projectIdTaken: 'This request could not be sent. Reload the page and try again.',
  accountDisabled: 'Your account is disabled. Contact us to have it restored.',
  failed: 'Your request could not be sent. Check your connection and try again.',
  notYourInstallation: 'This is not one of your installations. Sign in with the account you used for it.',
  notCommissioned: 'A maintenance visit is for an installation we have handed over to you.',
} as const;

/** The staff's words for what is wrong in their project forms, and for what their actions did. */
export const PROJECT_STAFF_MESSAGES = {
  projectId: 'Project not found',
  day: 'Choose the day of the visit.',
  slot: 'Choose the time of day.',
  mount: 'Choose roof or ground mount.',
  shading: 'Choose how shaded the site is.',
  cableRunM: 'Enter the cable run in metres, from 0 to 500.',
  gridHoursPerDay: 'Enter the hours of grid power a day, from 0 to 24.',
  generatorKva: 'Enter the generator size in kVA, from 0 to 500 (0 when there is none).',
  generatorFuelPerMonth: 'Enter the monthly generator fuel spend in GHS, from 0 to 100,000 (0 when none).',
  prepaidPerMonth: 'Enter the monthly prepaid electricity spend in GHS, from 0 to 100,000 (0 when none).',
  appliances: 'Add at least one appliance the customer wants to keep running.',
  tooManyAppliances: `At most ${LIMITS.appliances} appliances.`,
  applianceName: `Give each appliance a name of at most ${LIMITS.nameLength} characters.`,
  applianceWatts: `Enter each appliance's watts, from 1 to ${LIMITS.watts.max.toLocaleString('en-US')}.`,
  applianceQuantity: `Enter each appliance's quantity, a whole number from 1 to ${LIMITS.quantity.max}.`,
  applianceHours: 'Enter the hours each appliance runs a day, from 0 to 24.',
  surveyNotes: 'Keep the notes to 2,000 characters.',
  outcome: 'Choose whether the project was lost or cancelled.',
  closeReason: 'Say why, in 3 to 500 characters.',
  note: 'Write the note, in 1 to 1,000 characters.',
  noteAdded: 'Note added.',
  noteFailed: 'The note could not be added. Please try again.',
  booked: 'Survey booked. The customer is told.',
  recorded: 'Survey recorded.',
  closed: 'Project closed.',
  failed: 'That did not work. Please try again.',
  slotPassed: (when: string) =>
    `That slot is over: ${when}. Choose a later day or time, or press the button again to book it anyway (the customer is told by SMS and e-mail).`,
  early: (what: 'survey' | 'installation', booked: string) =>
    `The ${what} is booked for ${booked}, a later day. If it was done today, press the button again: today is recorded as the day it was done.`,
  doneEarly: (today: string, booked: string) => `done on ${today}, before the day booked (${booked})`,
} as const;

/** Why closeProject refuses a project whose deposit is paid or awaited, in staff's words. */
export const CLOSE_MESSAGES = {
  depositPaid: 'The deposit is paid: cancel the project with a refund instead.',
  depositAwaited:
    'The customer accepted and the deposit is awaited: it is cancelled with the deposit, which puts the reserved items back.',
} as const;

/** What needs staff's action on the board, in their words (project-staff.ts names the keys NeedsAction). */
export const NEEDS_ACTION_LABELS = {
  request_overdue: 'Day asked for passed, survey not booked',
  survey_overdue: 'Survey day passed, not recorded',
  proposal_expiring: 'Proposal expired or expires within 3 days',
  deposit_awaited: 'Deposit awaited',
  install_this_week: 'Installation this week',
} as const;

/** The words of a proposal's checks, shared by the input schema, the function and the builder page. */
export const PROPOSAL_MESSAGES = {
  invalidRequest: 'This proposal could not be read. Reload the page and try again.',
  options: `A proposal has from 1 to ${MAX_PROPOSAL_OPTIONS} options.`,
  title: 'Give each option a name of up to 80 characters, e.g. "Solar + backup".',
  lines: 'Each option needs at least one product or service (at most 30).',
  duplicateLine: 'A product is listed twice in one option: change its quantity instead.',
  quantity: 'Enter a whole number from 1 to 500 for each quantity.',
  productId: 'A product in this proposal could not be read. Remove it and add it again.',
  discountAmount: 'Enter the discount in GHS (more than 0, at most 2 decimals).',
  discountReason: 'Say why the discount is given (2 to 200 characters): the customer reads it.',
  discountTooLarge: (title: string) =>
    `The discount on "${title}" is more than its products and services cost. Lower the discount.`,
  note: 'The note to the customer is too long (at most 2,000 characters).',
  productGone: 'A product in this proposal is no longer in the catalogue. Remove it and send again.',
  productDeleted: (name: string) => `${name} was deleted from the catalogue. Remove it from the proposal.`,
  productUnavailable: (name: string) =>
    `${name} is not on sale now. Remove it from the proposal or put it back on sale.`,
  sendFailed: 'The proposal could not be sent. Please try again.',
} as const;

/** Accepting a proposal and paying a project: the refusals' words and the timeline's. */
export const PROJECT_PAYMENT_MESSAGES = {
  nameRequired: 'Type your full name to sign: it is your signature on this proposal.',
  proposalChanged:
    'We sent you a newer version of this proposal. Please check what changed and accept again if it suits you.',
  totalChanged: 'The amounts of this option changed since you opened it. Please check them and accept again.',
  noOption: 'That option is not in this proposal. Please choose one of the options shown.',
  termsChanged:
    'The terms for the way you chose to pay have changed. Please read them again and accept if they suit you.',
  outOfStock: (name: string) => `${name} is out of stock just now. Please call us: we will offer you another.`,
  accepted: (title: string, name: string) => `Option "${title}" accepted, signed by ${name}`,
  acceptedNoDeposit: 'No deposit asked: the installation can be booked',
  notAwaiting: 'This project is not waiting for a payment.',
  tooManyAttempts: 'Too many payment attempts for this project. Please call us, or pay at the shop.',
  depositPaidOnline: (network: string, reference: string) =>
    `Deposit paid with ${network} Mobile Money (Paystack ${reference})`,
  depositReceived: (how: string, amount: number, reference: string) =>
    `Deposit of ${ghs(amount)} received at the shop (${how}${reference ? `, ${reference}` : ''})`,
  amountNotDeposit: (deposit: number) => `The amount received must be the deposit, ${ghs(deposit)}.`,
  balancePaidOnline: (network: string, reference: string) =>
    `Balance paid with ${network} Mobile Money (Paystack ${reference})`,
  balanceReceived: (how: string, amount: number, reference: string) =>
    `Balance of ${ghs(amount)} received at the shop (${how}${reference ? `, ${reference}` : ''})`,
  amountNotBalance: (balance: number) => `The amount received must be the balance, ${ghs(balance)}.`,
  depositExpired: 'Deposit not received in time: the reserved goods are released',
  cancelledByCustomer: 'Cancelled by the customer',
  cancelReason: 'Please say why the project is cancelled (at most 500 characters).',
  refundDue: 'Deposit to be refunded',
  refundNotDue: 'Only a cancelled project whose deposit was paid can be refunded.',
  refundRecorded: (amount: number, how: string, reference: string) =>
    `Deposit of ${ghs(amount)} refunded (${how}, ${reference})`,
  notPaid: 'Only a project whose deposit is paid is cancelled this way; close it from the project page instead.',
  refundTooLarge: 'The refund cannot be more than the deposit.',
  cancelledByShop: (reason: string) => `Cancelled by the shop: ${reason}`,
  mismatch: 'Paystack reported a payment that does not match this project: not applied, please check.',
  paidAfterClose: 'Paystack reported a payment this project was not waiting for: please check and refund.',
} as const;

/** A project paid in instalments: its timeline's words, and the words of its refusals. */
export const PROJECT_PLAN_MESSAGES = {
  accepted: (title: string, name: string, plan: string) =>
    `Option "${title}" accepted with the payment plan "${plan}", signed by ${name}`,
  depositPaid: "Deposit paid on the payment plan: the plan's instalments pay the balance",
  released: 'The payment plan allows the installation to be booked',
  cancelled: 'Cancelled with the project',
  depositExpired: 'Deposit not received in time: the plan is cancelled and the reserved goods are released',
} as const;

/** The installation's checks and its timeline's words (docs/projects.md, "Installation and balance"). */
export const INSTALL_MESSAGES = {
  team: 'Choose the technicians, or enter the names of the team: 1 to 6 people.',
  teamName: 'Give each team member a name of at most 60 characters.',
  serials: 'Enter the serial numbers of the units installed.',
  serial: 'Enter each serial number as printed on the unit, at most 60 characters.',
  readings: 'At most 12 readings.',
  readingName: 'Give each reading a name of at most 60 characters.',
  readingValue: 'Enter each reading\u2019s value, at most 60 characters.',
  readingTwice: 'Each reading is written once.',
  booked: (when: string, team: string[]) => `Installation booked for ${when}; team: ${team.join(', ')}`,
  moved: (when: string, team: string[]) => `Installation moved to ${when}; team: ${team.join(', ')}`,
  installed: (units: number, readings: number) =>
    `Installed: ${units} serial ${units === 1 ? 'number' : 'numbers'} and ${readings} commissioning ${
      readings === 1 ? 'reading' : 'readings'
    } recorded`,
  commissioned: (entries: number) =>
    `Commissioned and handed over: ${entries} ${entries === 1 ? 'unit' : 'units'} under warranty`,
  planNotReleased:
    'The customer pays by a payment plan that does not allow the installation yet. A plan paid after ' +
    'installation needs its deposit paid and the plan approved in Admin \u203a Plans; a plan paid before ' +
    'installation needs every payment made.',
} as const;

/** After commissioning: the rating's checks and its publishing's words (docs/projects.md, "After commissioning"). */
export const PROJECT_AFTER_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  words: `Keep your words under ${RATING_WORDS_MAX} characters.`,
  alreadyRated: 'You have already rated this installation. Thank you!',
  notCommissioned: 'You can rate your installation once it is handed over to you.',
  noRating: 'The customer has not rated this project.',
  noWords: 'The customer wrote no words: there is nothing to show on the home page.',
  published: 'Shown on the home page.',
  unpublished: 'Removed from the home page.',
  failed: 'That did not work. Please try again.',
} as const;

/** What a reminder asks the customer, in their words. */
export const MAINTENANCE_TASK_WORDS: Record<MaintenanceTask, string> = {
  battery: 'battery check',
  cleaning: 'panel cleaning',
};

/** The customer's project pages' own words (the refusals' are PROJECT_MESSAGES above). */
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

/** The installation as the customer follows it on the project page. */
export const INSTALLATION_MESSAGES = {
  title: 'Your installation',
  booked: 'Booked for',
  installedOn: 'Installed on',
  team: 'Team',
  scheduled: 'We will call you the day before. Please make sure someone is at the site to let the team in.',
  commissionedTitle: 'Commissioned',
  commissioned: (day: string) => `Your system was commissioned on ${day}. Its warranties run from that day.`,
} as const;

/** What happens next at each stage, in the customer's words. */
export const NEXT_STEP: Record<ProjectStage, string> = {
  requested: 'We will call you to confirm the day of our visit.',
  survey_booked: 'Our team visits the site on the day booked, to see the roof, the wiring and what you want to power.',
  surveyed: 'We are preparing your proposal: the system, its price and what it saves you. It comes by SMS and e-mail.',
  proposal_sent: 'Read the proposal below. Choose the option that suits you and accept it to book the installation.',
  accepted: 'Pay the deposit to confirm the installation: we keep the equipment for you until it arrives.',
  deposit_paid: 'Thank you: the deposit is paid. We will call you to book the installation day.',
  install_scheduled: 'Our team installs your system on the day booked.',
  installed: 'Your system is installed. Pay the balance and we hand it over, tested.',
  commissioned: 'Your system is handed over. Call us any time for maintenance or support.',
  lost: 'This project is closed.',
  cancelled: 'This project is cancelled.',
};

/** The PDF's signature block: what is accepted, and the lines to sign on. */
export const SIGNATURE_BLOCK = {
  title: 'Acceptance',
  statement: (version: number) =>
    `I accept option ______ of this proposal (version ${version}), paid ______________________ (in cash, or the ` +
    'payment plan named above), on the terms written above for that way to pay.',
  lines: ['Full name', 'Signature', 'Date'],
  online: 'Or accept on your project page: typing your name there signs it, and the terms you read are recorded.',
  plansDated: (day: string) =>
    `The plans' dates are those of a plan started today, ${formatDay(day)}: they run from the day you accept.`,
} as const;

/** The staff's project screens' own words. */
export const PROJECT_TEXTS = {
  loadFailed: 'The projects could not be loaded. Please try again.',
  loadOneFailed: 'The project could not be loaded. Please try again.',
  techniciansFailed: 'The technicians could not be loaded. Please try again.',
  visitsFailed: 'Your visits could not be loaded. Check your connection and try again.',
} as const;

/** The staff's installation form's own words. */
export const INSTALL_TEXTS = {
  unitsFailed: 'The installed goods could not be loaded. Please try again.',
} as const;

/** Assigning visits to technicians (docs/staff-roles.md, "Visits"): what bookSurvey and scheduleInstall say. */
export const ASSIGN_WORDS = {
  legend: 'Technicians',
  loading: 'Loading the technicians…',
  none: 'No technician accounts yet: the owner makes them in Admin › Users, with the job Technician.',
  helpers: 'Other helpers',
  helpersHint: 'Anyone without an account, by name, separated by commas (the team is 1 to 6 people).',
} as const;

/** A technician's visits (docs/staff-roles.md, "Visits"), as their day lists them. */
export const VISIT_WORDS = {
  title: 'Your visits',
  dashboard: 'Your visits from today on, in order: whom to call, where to go and what to bring.',
  none: 'No visit is assigned to you from today on. The office assigns surveys, installations and maintenance visits.',
  loading: 'Loading your visits…',
  kinds: { survey: 'Survey', install: 'Installation', maintenance: 'Maintenance visit' },
  statuses: { booked: 'Booked', done: 'Done', cancelled: 'Cancelled' },
  today: 'Today',
  tomorrow: 'Tomorrow',
  bring: 'What to bring',
  nothingToBring: 'Your survey kit: nothing from the store.',
  site: 'Site',
} as const;

export const ASSIGN_MESSAGES = {
  technicians: 'Choose at most 6 technicians, each once.',
  notTechnician: 'Choose technicians from the staff: one of those chosen is not an active technician.',
} as const;
