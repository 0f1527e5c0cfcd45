import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_SIZING_INPUT, customAppliance } from '@domain/sizing/sizing';
import { proposalValidUntil } from '@domain/projects/proposal';
import { PROJECT_MESSAGES, PROPOSAL_MESSAGES } from '@domain/projects/messages';
import type { ProjectStage } from '@domain/projects/project';
import { resolveProjectSettings } from '@domain/shop/settings';
import type { IssueProposalResponse } from '@domain/projects/proposal-input';
import { callError, cleanup, createProduct, createUser, db, readDoc, unique, type TestUser } from './support';

let customer: TestUser;
let admin: TestUser;
let inverterId: string;
let batteryId: string;
let panelId: string;
let installId: string;
let withdrawnId: string;
let deletedId: string;

const TV = { ...customAppliance('Television', 100), hoursPerDay: 5 };

/** A project of `customer` at `stage`, written as requestProject and recordSurvey would leave it. */
async function projectAt(stage: ProjectStage, fields: Record<string, unknown> = {}): Promise<string> {
  const id = unique('project');
  const now = Timestamp.now();
  await db.doc(`projects/${id}`).set({
    number: `SP-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`,
    kind: 'installation',
    stage,
    userId: customer.uid,
    customer: { name: 'Abena Mahama', phone: '+233241234567', email: customer.email },
    site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the mosque' },
    sizing: { ...DEFAULT_SIZING_INPUT, appliances: [TV] },
    fromProductId: null,
    message: '',
    requestedSlot: null,
    surveySlot: { day: '2026-11-20', slot: 'morning' },
    survey: {
      mount: 'roof',
      shading: 'none',
      cableRunM: 10,
      gridHoursPerDay: 12,
      generatorKva: 3,
      generatorFuelPerMonth: 500,
      prepaidPerMonth: 300,
      appliances: [],
      notes: '',
    },
    proposalVersion: 0,
    proposalValidUntil: null,
    accepted: null,
    money: { depositStatus: 'none', balanceStatus: 'none', paymentAttempts: [] },
    installation: null,
    commissionedAt: null,
    closedReason: '',
    timeline: [{ stage, at: now, by: 'system', note: '' }],
    searchKeys: [],
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return id;
}

const request = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  projectId,
  options: [
    {
      title: 'Backup only',
      // A price sent by the client is not a price: the catalogue's is.
      lines: [
        { productId: inverterId, quantity: 1, price: 1 },
        { productId: batteryId, quantity: 2, price: 1 },
        { productId: installId, quantity: 1 },
      ],
      discount: null,
    },
    {
      title: 'Solar + backup',
      lines: [
        { productId: inverterId, quantity: 1 },
        { productId: batteryId, quantity: 2 },
        { productId: panelId, quantity: 4 },
        { productId: installId, quantity: 1 },
      ],
      discount: { amount: 99.99, reason: 'Neighbour of a customer' },
    },
  ],
  note: 'Prices include fitting.',
  ...overrides,
});

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
  [inverterId, batteryId, panelId, installId, withdrawnId, deletedId] = await Promise.all([
    createProduct({ name: 'Test inverter 3 kVA', category: 'Inverters', price: 4500.5, specs: { ratedKva: 3 } }),
    createProduct({
      name: 'Test battery 24 V 100 Ah',
      category: 'Batteries',
      price: 6000.25,
      specs: { voltageV: 24, capacityAh: 100, chemistry: 'LiFePO4' },
    }),
    createProduct({ name: 'Test panel 450 W', category: 'Solar Panels', price: 899.99, specs: { powerW: 450 } }),
    createProduct({
      name: 'Test installation',
      category: 'Installation Services',
      type: 'service',
      price: 1500,
      stock: 0,
    }),
    createProduct({ name: 'Test withdrawn inverter', category: 'Inverters', available: false }),
    createProduct({
      name: 'Test deleted battery',
      category: 'Batteries',
      available: false,
      deletedAt: Timestamp.now(),
    }),
  ]);
}, 60_000);

afterAll(cleanup);

describe('issueProposal', () => {
  it('prices every line from the catalogue, not the client, exact in pesewas, and stores v1', async () => {
    const projectId = await projectAt('surveyed');
    const settings = await readDoc('settings/global');
    const business = settings?.business as { taxRate: number } | undefined;
    const { project, proposal } = await admin.call<IssueProposalResponse>('issueProposal', request(projectId));

    const stored = await readDoc(`projects/${projectId}/proposals/v1`);
    expect(stored).toBeDefined();
    expect(proposal.version).toBe(1);
    const [backup, solar] = stored!.options as Record<string, unknown>[];
    expect(backup!.lines).toEqual([
      { productId: inverterId, name: 'Test inverter 3 kVA', kind: 'product', price: 4500.5, quantity: 1 },
      { productId: batteryId, name: 'Test battery 24 V 100 Ah', kind: 'product', price: 6000.25, quantity: 2 },
      { productId: installId, name: 'Test installation', kind: 'service', price: 1500, quantity: 1 },
    ]);
    // 4,500.50 + 2 × 6,000.25 + 1,500 = 18,001.00; the tax on it at the shop's rate, to the pesewa.
    expect(backup!.subtotal).toBe(18001);
    const taxRate = business?.taxRate ?? 0;
    expect(Math.round((backup!.tax as number) * 100)).toBe(Math.round((1_800_100 * taxRate) / 100));
    // Solar + backup: + 4 × 899.99 = 21,600.96, less the discount of 99.99 before tax.
    expect(solar!.subtotal).toBe(21600.96);
    expect(solar!.discount).toEqual({ amount: 99.99, reason: 'Neighbour of a customer' });
    const taxed = 2_160_096 - 9_999;
    expect(Math.round((solar!.tax as number) * 100)).toBe(Math.round((taxed * taxRate) / 100));
    const total = Math.round((solar!.total as number) * 100);
    expect(total).toBe(
      taxed + Math.round((solar!.tax as number) * 100) + Math.round((solar!.delivery as number) * 100),
    );
    // The deposit is the setting's share of the total, rounded up to the pesewa.
    const { depositPercent } = resolveProjectSettings(settings?.projects);
    expect(Math.round((solar!.deposit as number) * 100)).toBe(Math.ceil((total * depositPercent) / 100));
    // The figures: 2 × 2.4 kWh of lithium, 1.8 kWp, a 3 kVA inverter, the TV's 500 Wh a day.
    expect(solar!.figures).toMatchObject({ dailyWh: 500, batteryWh: 4800, panelW: 1800, inverterVa: 3000 });

    expect(project.stage).toBe('proposal_sent');
    expect(project.proposalVersion).toBe(1);
    const doc = await readDoc(`projects/${projectId}`);
    expect(doc).toMatchObject({ stage: 'proposal_sent', proposalVersion: 1 });
    const last = (doc!.timeline as { note: string; by: string; byName?: string }[]).at(-1);
    expect(last).toMatchObject({ by: admin.uid, byName: 'Test admin' });
    expect(last!.note).toMatch(/^Proposal 1 sent, valid until \d{1,2} \w{3} \d{4}$/);
    expect(stored).toMatchObject({ issuedBy: admin.uid, issuedByName: 'Test admin', note: 'Prices include fitting.' });
  });

  it('is valid to the end of the day the setting says, and a re-issue is v2 at the prices of today', async () => {
    const projectId = await projectAt('surveyed');
    const first = await admin.call<IssueProposalResponse>('issueProposal', request(projectId));
    const days = resolveProjectSettings((await readDoc('settings/global'))?.projects).proposalValidDays;
    const expected = proposalValidUntil(new Date(first.proposal.issuedAt), days).toISOString();
    expect(first.proposal.validUntil).toBe(expected);
    expect(first.project.proposalValidUntil).toBe(expected);

    await db.doc(`products/${panelId}`).update({ price: 950 });
    try {
      const second = await admin.call<IssueProposalResponse>('issueProposal', request(projectId));
      expect(second.proposal.version).toBe(2);
      expect(second.project).toMatchObject({ stage: 'proposal_sent', proposalVersion: 2 });
      const v1 = await readDoc(`projects/${projectId}/proposals/v1`);
      const v2 = await readDoc(`projects/${projectId}/proposals/v2`);
      const panelPrice = (v: typeof v1) =>
        (v!.options as { lines: { productId: string; price: number }[] }[])[1]!.lines.find(
          (l) => l.productId === panelId,
        )!.price;
      expect(panelPrice(v1)).toBe(899.99);
      expect(panelPrice(v2)).toBe(950);
      const notes = ((await readDoc(`projects/${projectId}`))!.timeline as { note: string }[]).map((e) => e.note);
      expect(notes.at(-1)).toMatch(/^Proposal 2 sent/);
    } finally {
      await db.doc(`products/${panelId}`).update({ price: 899.99 });
    }
  });

  it('refuses a customer (not_allowed), even on their own project', async () => {
    const projectId = await projectAt('surveyed');
    const error = await callError(customer.call('issueProposal', request(projectId)));
    expect(error).toMatchObject({ code: 'permission-denied', details: { reason: 'not_allowed' } });
    expect(await readDoc(`projects/${projectId}/proposals/v1`)).toBeUndefined();
  });

  it('refuses a project not yet surveyed, or already accepted, with wrong_stage', async () => {
    for (const stage of ['survey_booked', 'accepted'] as const) {
      const projectId = await projectAt(stage);
      const error = await callError(admin.call('issueProposal', request(projectId)));
      expect(error).toMatchObject({
        code: 'failed-precondition',
        message: PROJECT_MESSAGES.wrongStage,
        details: { reason: 'wrong_stage' },
      });
      expect((await readDoc(`projects/${projectId}`))?.stage).toBe(stage);
    }
  });

  it('refuses a product not on sale or deleted, naming it, and writes nothing', async () => {
    const projectId = await projectAt('surveyed');
    const bad = request(projectId, {
      options: [{ title: 'Backup only', lines: [{ productId: withdrawnId, quantity: 1 }], discount: null }],
    });
    const error = await callError(admin.call('issueProposal', bad));
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: PROPOSAL_MESSAGES.productUnavailable('Test withdrawn inverter'),
      details: { reason: 'product_unavailable', productId: withdrawnId },
    });
    expect(await readDoc(`projects/${projectId}/proposals/v1`)).toBeUndefined();
    expect((await readDoc(`projects/${projectId}`))?.stage).toBe('surveyed');

    const deleted = request(projectId, {
      options: [{ title: 'Backup only', lines: [{ productId: deletedId, quantity: 1 }], discount: null }],
    });
    expect(await callError(admin.call('issueProposal', deleted))).toMatchObject({
      code: 'failed-precondition',
      message: PROPOSAL_MESSAGES.productDeleted('Test deleted battery'),
      details: { reason: 'product_unavailable', productId: deletedId },
    });
  });

  it('refuses a discount above the lines, or one without a reason, in words', async () => {
    const projectId = await projectAt('surveyed');
    const option = { title: 'Small', lines: [{ productId: panelId, quantity: 1 }] };
    const tooLarge = await callError(
      admin.call(
        'issueProposal',
        request(projectId, { options: [{ ...option, discount: { amount: 900, reason: 'Gift' } }] }),
      ),
    );
    expect(tooLarge).toMatchObject({
      code: 'failed-precondition',
      message: PROPOSAL_MESSAGES.discountTooLarge('Small'),
      details: { reason: 'discount_too_large' },
    });
    const noReason = await callError(
      admin.call(
        'issueProposal',
        request(projectId, { options: [{ ...option, discount: { amount: 10, reason: '' } }] }),
      ),
    );
    expect(noReason).toMatchObject({ code: 'invalid-argument', message: PROPOSAL_MESSAGES.discountReason });
  });
});
