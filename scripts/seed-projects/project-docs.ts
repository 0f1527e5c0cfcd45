/**
 * The demo projects' documents (projects/{id}, their proposals, number claims), built with the domain's own
 * functions: the numbers as requestProject draws them (SP-YYMM-NNNNN), the proposals' money by
 * priceProposalOption (exact in pesewas), the figures by the sizing engine and the savings by proposalSavings.
 */
import { shopDay } from '@domain/shared/date-time';
import { formatOrderNumber } from '@domain/order/order-number';
import { unitsNeedingSerials, warrantyRegister } from '@domain/projects/project-install';
import { projectSearchKeys } from '@domain/projects/project-request';
import type { ProjectStage, SurveyRecord, VisitSlot } from '@domain/projects/project';
import {
  priceProposalOption,
  proposalDocId,
  proposalSavings,
  type ProposalLine,
  type ProposalOption,
} from '@domain/projects/proposal';
import { DEFAULT_PROJECT_SETTINGS } from '@domain/shop/settings';
import { sizeSystem, type SizingInput } from '@domain/sizing/sizing';
import { backupEstimate } from '@domain/sizing/outage-backup';
import { cashWay, proposalTerms } from '@domain/projects/proposal-terms';
import { SEED_PRODUCTS } from '@domain/demo/catalogue';
import { DEMO_STAFF, DEMO_USERS, SEED_SETTINGS } from '../seed-data';
import { surveyVisitKind, visitId, visitRecord } from '@domain/projects/visits';
import type { SeedCustomer, SeedDoc } from '../seed-orders';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stages a project passed through to reach `stage`, in order (lost and cancelled after their survey). */
function stagesTo(stage: ProjectStage): ProjectStage[] {
  const path: ProjectStage[] = [
    'requested',
    'survey_booked',
    'surveyed',
    'proposal_sent',
    'accepted',
    'deposit_paid',
    'install_scheduled',
    'installed',
    'commissioned',
  ];
  if (stage === 'lost') return ['requested', 'survey_booked', 'surveyed', 'proposal_sent', 'lost'];
  if (stage === 'cancelled') return ['requested', 'survey_booked', 'cancelled'];
  return path.slice(0, path.indexOf(stage) + 1);
}

const reached = (p: DemoProject, stage: ProjectStage) => stagesTo(p.stage).includes(stage);

const product = (id: string) => {
  const found = SEED_PRODUCTS.find((x) => x.id === id);
  if (!found) throw new Error(`No seed product "${id}"`);
  return found;
};

const line = (id: string, quantity: number): ProposalLine => {
  const p = product(id);
  return { productId: id, name: p.name, kind: p.type === 'service' ? 'service' : 'product', price: p.price, quantity };
};

/** Two options from the sizing of the survey's appliances: solar with grid backup, and off-grid. */
function proposalOptions(survey: SurveyRecord): ProposalOption[] {
  const build = (title: string, goal: SizingInput['goal'], lines: ProposalLine[], discount: number) => {
    const input: SizingInput = {
      appliances: survey.appliances,
      goal,
      backupHours: 8,
      autonomyDays: 1,
      chemistry: 'lithium',
      systemVoltage: 48,
      peakSunHours: 5.5,
    };
    const sizing = sizeSystem(input);
    const panelW = lines
      .filter((l) => l.productId.startsWith('panel-'))
      .reduce((sum, l) => sum + (l.productId.includes('550w') ? 550 : 450) * l.quantity, 0);
    const batteryWh = lines
      .filter((l) => l.productId.startsWith('battery-'))
      .reduce((sum, l) => sum + 4800 * l.quantity, 0);
    // The backup figure the proposal builder gives (proposalFigures): what runs in the outage, with its words.
    const backup = backupEstimate(input, { wh: batteryWh, chemistry: 'lithium' });
    const figures = {
      dailyWh: Math.round(sizing.dailyEnergyWh),
      backupHours: backup.hours,
      backupAssumption: backup.assumption,
      panelW,
      batteryWh,
      inverterVa: 5000,
    };
    const money = priceProposalOption({
      lines,
      discount,
      business: SEED_SETTINGS.business,
      region: 'Northern',
      depositPercent: DEFAULT_PROJECT_SETTINGS.depositPercent,
    });
    return {
      title,
      lines,
      discount: discount > 0 ? { amount: discount, reason: 'Neighbour referral' } : null,
      ...money,
      figures,
      savings: proposalSavings(survey, figures, panelW * 5.5 * 0.75, money.total),
    };
  };
  return [
    build(
      'Solar with grid backup',
      'backup',
      [
        line('inverter-deye-5kw-hybrid', 1),
        line('battery-pylontech-us5000-48v', 1),
        line('panel-jinko-450w-mono', 4),
        line('acc-mounting-rail-kit-4-panels', 1),
        line('acc-solar-cable-6mm-100m', 1),
        line('svc-home-solar-installation', 1),
      ],
      0,
    ),
    build(
      'Off-grid, every day',
      'off-grid',
      [
        line('inverter-deye-5kw-hybrid', 1),
        line('battery-pylontech-us5000-48v', 2),
        line('panel-longi-550w-himo6', 6),
        line('acc-mounting-rail-kit-4-panels', 2),
        line('acc-solar-cable-6mm-100m', 1),
        line('svc-home-solar-installation', 1),
      ],
      500,
    ),
  ];
}

const slotOf = (now: number, inDays: number, slot: VisitSlot['slot'] = 'morning'): VisitSlot => ({
  day: shopDay(new Date(now + inDays * DAY_MS)),
  slot,
});

/**
 * The demo projects (with their proposals and number claims) for `customers` (the seeded ones; two are the demo
 * customer's), dated from `now`. `taken`: numbers already claimed, never drawn again.
 */
export function generateProjects(
  customers: readonly SeedCustomer[],
  now: number,
  taken: Set<string>,
  projects: readonly DemoProject[] = DEMO_PROJECTS,
): SeedDoc[] {
  const docs: SeedDoc[] = [];
  const staff = { by: DEMO_USERS.admin.uid, byName: DEMO_USERS.admin.displayName };
  projects.forEach((p, i) => {
    const seeded = customers[i % Math.max(1, customers.length)];
    const who = p.demoCustomer
      ? {
          uid: DEMO_USERS.customer.uid,
          name: DEMO_USERS.customer.displayName,
          email: DEMO_USERS.customer.email,
          phone: '+233244112233',
        }
      : {
          uid: seeded?.uid ?? DEMO_USERS.customer.uid,
          name: seeded?.displayName ?? 'Customer',
          email: seeded?.email ?? '',
          phone: seeded?.phone ?? '',
        };
    const createdAt = new Date(now - p.requestedDaysAgo * DAY_MS);
    // A number drawn as requestProject draws it (SP, the month it was asked for, 5 digits), never one taken.
    let n = 10_000 + ((i * 7919 + 4231) % 89_999);
    let number = formatOrderNumber(createdAt, n, 'SP');
    while (taken.has(number)) number = formatOrderNumber(createdAt, ++n, 'SP');
    taken.add(number);
    const id = `demo-project-${p.key}`;

    const requestedSlot = p.surveyInDays === undefined ? null : slotOf(now, p.surveyInDays);
    const survey: SurveyRecord | null = reached(p, 'surveyed')
      ? {
          mount: i % 3 === 0 ? 'ground' : 'roof',
          shading: i % 4 === 0 ? 'partial' : 'none',
          cableRunM: 8 + (i % 5) * 3,
          gridHoursPerDay: 14 + (i % 4),
          generatorKva: i % 2 === 0 ? 3.5 : 0,
          generatorFuelPerMonth: i % 2 === 0 ? 850 : 0,
          prepaidPerMonth: 300 + (i % 3) * 100,
          appliances: p.appliances,
          notes: 'Roof of iron sheets in good state; inverter goes in the store room.',
        }
      : null;
    const options = survey && reached(p, 'proposal_sent') ? proposalOptions(survey) : [];
    const validUntil = new Date(now + (p.validForDays ?? -5) * DAY_MS);
    const issuedAt = new Date(validUntil.getTime() - DEFAULT_PROJECT_SETTINGS.proposalValidDays * DAY_MS);
    const chosen = options[1];

    // The timeline: each stage reached, a day or so apart, up to now.
    const stages = stagesTo(p.stage);
    const step = (p.requestedDaysAgo * DAY_MS) / Math.max(1, stages.length);
    const timeline = stages.map((stage, k) => ({
      stage,
      at: new Date(createdAt.getTime() + k * step),
      ...(k === 0
        ? { by: who.uid }
        : stage === 'accepted'
          ? { by: who.uid }
          : stage === 'deposit_paid'
            ? { by: 'paystack' }
            : staff),
      note:
        stage === 'survey_booked' && requestedSlot
          ? 'Survey booked, as asked'
          : stage === 'lost' || stage === 'cancelled'
            ? (p.closedReason ?? '')
            : '',
    }));

    // The demo technician's visit: the survey booked, or the installation booked (docs/staff-roles.md, "Visits").
    const technician = p.technicianVisit
      ? { uid: DEMO_STAFF.technician.uid, name: DEMO_STAFF.technician.displayName }
      : null;
    const visit =
      technician && p.stage === 'install_scheduled' && p.installInDays !== undefined
        ? {
            kind: 'install' as const,
            booking: slotOf(now, p.installInDays),
            bring: (chosen?.lines ?? []).map((line) => ({ name: line.name, quantity: line.quantity })),
          }
        : technician && p.stage === 'survey_booked' && requestedSlot
          ? { kind: surveyVisitKind(p), booking: requestedSlot, bring: [] }
          : null;

    const deposited = reached(p, 'deposit_paid') && p.stage !== 'cancelled';
    const installed = reached(p, 'installed');
    // One serial per installed unit that takes one, and at commissioning the warranties
    // (domain/projects/project-install).
    const productOf = (productId: string) => SEED_PRODUCTS.find((x) => x.id === productId);
    const serials =
      installed && chosen
        ? unitsNeedingSerials(chosen.lines, productOf).flatMap((unit) =>
            Array.from({ length: unit.quantity }, (_, n) => ({
              productId: unit.productId,
              name: unit.name,
              serial: `${unit.productId.slice(0, 3).toUpperCase()}-${p.key.slice(-4).toUpperCase()}-${String(n + 1).padStart(3, '0')}`,
            })),
          )
        : [];
    const installedAt = installed ? (timeline.find((e) => e.stage === 'installed')?.at ?? null) : null;
    const commissionedAt = p.stage === 'commissioned' ? (timeline.at(-1)?.at ?? null) : null;
    const warranties = commissionedAt
      ? warrantyRegister(
          serials,
          (id) => {
            const years = productOf(id)?.specs.warrantyYears;
            return typeof years === 'number' ? years : undefined;
          },
          shopDay(commissionedAt),
        )
      : [];
    docs.push({
      path: `projects/${id}`,
      data: {
        number,
        kind: p.kind,
        stage: p.stage,
        userId: who.uid,
        customer: { name: who.name, phone: who.phone, email: who.email },
        site: p.site,
        sizing: p.appliances.length
          ? {
              appliances: p.appliances,
              goal: 'backup',
              backupHours: 8,
              autonomyDays: 1,
              chemistry: 'lithium',
              systemVoltage: 48,
              peakSunHours: 5.5,
            }
          : null,
        fromProductId: null,
        message: p.message,
        requestedSlot,
        surveySlot: reached(p, 'survey_booked') ? requestedSlot : null,
        survey,
        proposalVersion: options.length ? 1 : 0,
        proposalValidUntil: options.length ? validUntil : null,
        accepted:
          chosen && reached(p, 'accepted')
            ? {
                version: 1,
                option: 1,
                optionTitle: chosen.title,
                signedName: who.name,
                at: timeline.find((e) => e.stage === 'accepted')?.at ?? createdAt,
                total: chosen.total,
                deposit: chosen.deposit,
                terms: proposalTerms(cashWay(chosen)),
                panelW: chosen.figures.panelW,
                batteryWh: chosen.figures.batteryWh,
              }
            : null,
        money: {
          depositStatus: deposited ? 'paid' : p.stage === 'accepted' ? 'awaiting' : 'none',
          depositDueBy: p.stage === 'accepted' ? new Date(now + 20 * 60_000) : null,
          depositPaidAt: deposited ? (timeline.find((e) => e.stage === 'deposit_paid')?.at ?? null) : null,
          depositReference: deposited ? `demo-deposit-${p.key}` : '',
          balanceStatus: p.stage === 'commissioned' ? 'paid' : deposited ? 'awaiting' : 'none',
          balancePaidAt: p.stage === 'commissioned' ? (timeline.at(-1)?.at ?? null) : null,
          balanceReference: p.stage === 'commissioned' ? `demo-balance-${p.key}` : '',
          paymentAttempts: [],
        },
        installation:
          p.installInDays === undefined
            ? null
            : {
                ...slotOf(now, p.installInDays),
                // An installed system's day is the day its timeline says it was installed.
                ...(installedAt ? { day: shopDay(installedAt) } : {}),
                team: [technician?.name ?? 'Issah Abdulai', 'Kwame Boateng'],
                installedAt,
                serials,
                readings: installed ? { 'Battery voltage': '52.8 V', 'Array voltage': '168 V' } : {},
              },
        technicianUids: technician ? [technician.uid] : [],
        commissionedAt,
        warranties,
        rating: null,
        servicesProjectId: null,
        closedReason: p.closedReason ?? '',
        timeline,
        searchKeys: projectSearchKeys(number, who),
        createdAt,
        updatedAt: timeline.at(-1)?.at ?? createdAt,
      },
    });
    docs.push({ path: `projectNumbers/${number}`, data: { projectId: id, createdAt } });
    if (visit && technician) {
      const customer = { name: who.name, phone: who.phone, email: who.email };
      docs.push({
        path: `visits/${visitId(id, visit.kind)}`,
        data: {
          ...visitRecord(
            { id, number, customer, site: p.site },
            visit.kind,
            visit.booking,
            [technician],
            visit.bring,
            new Date(now),
          ),
        },
      });
    }
    if (options.length) {
      docs.push({
        path: `projects/${id}/proposals/${proposalDocId(1)}`,
        data: {
          version: 1,
          issuedAt,
          validUntil,
          issuedBy: staff.by,
          issuedByName: staff.byName,
          options,
          note: 'Prices as of the day of issue. Installation in Tamale and surrounding towns.',
        },
      });
    }
  });
  return docs;
}
