import { DELIVERY_SLOTS, paymentAttemptsFromRecord } from '@domain/order/order';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
import {
  BALANCE_STATUSES,
  DEPOSIT_STATUSES,
  PROJECT_KINDS,
  PROJECT_STAGES,
  SURVEY_MOUNTS,
  SURVEY_SHADINGS,
  type ProjectInstallation,
  type ProjectPlan,
  type ProjectRating,
  type ProjectRecord,
  type ProjectTimelineEntry,
  type ProposalAcceptance,
  type SurveyRecord,
  type VisitSlot,
} from './project';
import type { ProposalLine, ProposalOption, ProposalRecord } from './proposal';
import type { Appliance, SizingInput } from '@domain/sizing/sizing-model';
import {
  amountOf,
  asRecord,
  dateOrNull,
  entryStampOf,
  fieldsOf,
  listOf,
  oneOf,
  textOf,
  textsOf,
} from '@domain/shared/stored-values';

/**
 * `projects/{id}` and its proposals read defensively (docs/projects.md), their timestamps turned into D by
 * `date`: Timestamps in the functions, Dates in the app, ISO strings in the callables' answers. The one
 * reader of these documents: functions, the app and the seed all go through it.
 */

function slotFrom(raw: unknown): VisitSlot | null {
  const r = asRecord(raw);
  const day = textOf(r.day);
  return day ? { day, slot: oneOf(DELIVERY_SLOTS, r.slot, 'morning') } : null;
}

function surveyFrom(raw: unknown): SurveyRecord | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    mount: oneOf(SURVEY_MOUNTS, r.mount, 'roof'),
    shading: oneOf(SURVEY_SHADINGS, r.shading, 'none'),
    ...fieldsOf(
      r,
      ['cableRunM', 'gridHoursPerDay', 'generatorKva', 'generatorFuelPerMonth', 'prepaidPerMonth'],
      amountOf,
    ),
    appliances: listOf(r.appliances) as Appliance[],
    notes: textOf(r.notes),
  };
}

function acceptanceFrom<D>(raw: unknown, date: (value: unknown) => D): ProposalAcceptance<D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    version: amountOf(r.version),
    option: amountOf(r.option),
    optionTitle: textOf(r.optionTitle),
    signedName: textOf(r.signedName),
    at: date(r.at),
    total: amountOf(r.total),
    deposit: amountOf(r.deposit),
    terms: textOf(r.terms),
    panelW: amountOf(r.panelW),
    batteryWh: amountOf(r.batteryWh),
  };
}

function installationFrom<D>(raw: unknown, date: (value: unknown) => D): ProjectInstallation<D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  const readings = asRecord(r.readings);
  return {
    day: textOf(r.day),
    slot: oneOf(DELIVERY_SLOTS, r.slot, 'morning'),
    team: textsOf(r.team),
    installedAt: dateOrNull(r.installedAt, date),
    serials: listOf(r.serials).map((s) => fieldsOf(asRecord(s), ['productId', 'name', 'serial'], textOf)),
    readings: Object.fromEntries(Object.entries(readings).map(([k, v]) => [k, textOf(v)])),
  };
}

function ratingFrom<D>(raw: unknown, date: (value: unknown) => D): ProjectRating<D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    stars: Math.min(5, Math.max(1, Math.round(amountOf(r.stars)) || 1)),
    words: textOf(r.words),
    at: date(r.at),
    published: r.published === true,
  };
}

function projectPlanFrom<D>(value: unknown, date: (value: unknown) => D): ProjectPlan<D> | null {
  if (value == null) return null;
  const p = asRecord(value);
  const id = textOf(p.id);
  if (!id) return null;
  return {
    id,
    templateId: textOf(p.templateId),
    releasedAt: dateOrNull(p.releasedAt, date),
    ownedAt: dateOrNull(p.ownedAt, date),
  };
}

export function projectFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): ProjectRecord<D> {
  const d = asRecord(data);
  const customer = asRecord(d.customer);
  const site = asRecord(d.site);
  const money = asRecord(d.money);
  return {
    id,
    number: textOf(d.number),
    kind: oneOf(PROJECT_KINDS, d.kind, 'installation'),
    stage: oneOf(PROJECT_STAGES, d.stage, 'requested'),
    userId: textOf(d.userId),
    customer: { name: textOf(customer.name), phone: textOf(customer.phone), email: textOf(customer.email) },
    site: {
      region: oneOf(GHANA_REGIONS, site.region, 'Northern'),
      town: textOf(site.town),
      gpsAddress: textOf(site.gpsAddress),
      landmark: textOf(site.landmark),
    },
    sizing: d.sizing == null ? null : (asRecord(d.sizing) as unknown as SizingInput),
    fromProductId: textOf(d.fromProductId) || null,
    message: textOf(d.message),
    requestedSlot: slotFrom(d.requestedSlot),
    surveySlot: slotFrom(d.surveySlot),
    survey: surveyFrom(d.survey),
    proposalVersion: amountOf(d.proposalVersion),
    proposalValidUntil: dateOrNull(d.proposalValidUntil, date),
    accepted: acceptanceFrom(d.accepted, date),
    money: {
      depositStatus: oneOf(DEPOSIT_STATUSES, money.depositStatus, 'none'),
      depositDueBy: dateOrNull(money.depositDueBy, date),
      depositPaidAt: dateOrNull(money.depositPaidAt, date),
      depositReference: textOf(money.depositReference),
      balanceStatus: oneOf(BALANCE_STATUSES, money.balanceStatus, 'none'),
      balancePaidAt: dateOrNull(money.balancePaidAt, date),
      balanceReference: textOf(money.balanceReference),
      paymentAttempts: paymentAttemptsFromRecord(money.paymentAttempts, date),
      ...(money.refundRequestedAt == null ? {} : { refundRequestedAt: date(money.refundRequestedAt) }),
      plan: projectPlanFrom(money.plan, date),
    },
    installation: installationFrom(d.installation, date),
    technicianUids: textsOf(d.technicianUids),
    commissionedAt: dateOrNull(d.commissionedAt, date),
    warranties: listOf(d.warranties).map((raw) => {
      const w = asRecord(raw);
      return {
        ...fieldsOf(w, ['productId', 'name', 'serial'], textOf),
        years: amountOf(w.years),
        ...fieldsOf(w, ['startsOn', 'endsOn'], textOf),
      };
    }),
    rating: ratingFrom(d.rating, date),
    servicesProjectId: textOf(d.servicesProjectId) || null,
    closedReason: textOf(d.closedReason),
    timeline: listOf(d.timeline).map((raw): ProjectTimelineEntry<D> => {
      const e = asRecord(raw);
      return {
        stage: oneOf(PROJECT_STAGES, e.stage, 'requested'),
        ...entryStampOf(e, date),
      };
    }),
    searchKeys: textsOf(d.searchKeys),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

function lineFrom(raw: unknown): ProposalLine {
  const r = asRecord(raw);
  return {
    productId: textOf(r.productId),
    name: textOf(r.name),
    kind: r.kind === 'service' ? 'service' : 'product',
    price: amountOf(r.price),
    quantity: amountOf(r.quantity),
  };
}

function optionFrom(raw: unknown): ProposalOption {
  const r = asRecord(raw);
  const discount = r.discount == null ? null : asRecord(r.discount);
  const figures = asRecord(r.figures);
  const savings = asRecord(r.savings);
  return {
    title: textOf(r.title),
    lines: listOf(r.lines).map(lineFrom),
    discount: discount ? { amount: amountOf(discount.amount), reason: textOf(discount.reason) } : null,
    subtotal: amountOf(r.subtotal),
    taxRate: amountOf(r.taxRate),
    tax: amountOf(r.tax),
    delivery: amountOf(r.delivery),
    total: amountOf(r.total),
    deposit: amountOf(r.deposit),
    figures: {
      dailyWh: amountOf(figures.dailyWh),
      backupHours: amountOf(figures.backupHours),
      backupAssumption: textOf(figures.backupAssumption),
      panelW: amountOf(figures.panelW),
      batteryWh: amountOf(figures.batteryWh),
      inverterVa: amountOf(figures.inverterVa),
    },
    savings: {
      generatorPerMonth: amountOf(savings.generatorPerMonth),
      prepaidPerMonth: amountOf(savings.prepaidPerMonth),
      perMonth: amountOf(savings.perMonth),
      paybackMonths: typeof savings.paybackMonths === 'number' ? savings.paybackMonths : null,
    },
  };
}

/** `projects/{id}/proposals/v{n}` read defensively. */
export function proposalFromRecord<D>(data: unknown, date: (value: unknown) => D): ProposalRecord<D> {
  const d = asRecord(data);
  return {
    version: amountOf(d.version),
    ...fieldsOf(d, ['issuedAt', 'validUntil'], date),
    ...fieldsOf(d, ['issuedBy', 'issuedByName'], textOf),
    options: listOf(d.options).map(optionFrom),
    note: textOf(d.note),
  };
}
