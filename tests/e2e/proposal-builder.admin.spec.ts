import { expect, test } from '@playwright/test';
import { formatGhs } from '../../src/lib/money';
import { openAsAdmin } from './admin-support';
import { DEMO_USERS } from './auth-support';
import { adminDb } from './firestore';
import { projectOf } from './project-support';
import { expectNoAxeViolations } from './support';

/**
 * Staff build a proposal at 1280 px: a surveyed project (written here as the survey would leave it), two options
 * from the calculator's sizing with the catalogue's matching products, a discount with its reason, sent; the
 * proposal stored (v1) has the totals the page showed.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** A project of the demo customer at `surveyed`, with the calculator's sizing of a small home (project-support.ts). */
async function surveyedProject(): Promise<{ id: string; number: string }> {
  const customer = (await adminDb().collection('users').where('email', '==', DEMO_USERS.customer.email).get()).docs[0];
  if (!customer) throw new Error('The demo customer is not seeded');
  return projectOf({ uid: customer.id, email: DEMO_USERS.customer.email, displayName: 'Abena Mahama' }, 'surveyed', {
    shading: 'partial',
    notes: 'Roof faces south; the meter is by the gate.',
  });
}

test('staff build two options from the sizing, send them, and the stored proposal has the totals shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const project = await surveyedProject();
  await openAsAdmin(page, `/admin/projects/${project.id}/proposal`);
  await expect(page.getByRole('heading', { name: `Proposal for ${project.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Roof faces south; the meter is by the gate.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
    'href',
    `/admin/projects/${project.id}`,
  );

  // Pre-filled from the sizing: backup only, solar + backup, off-grid. Staff keep the first two.
  const options = page.locator('[data-testid^="option-"]');
  await expect(options).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Option 1: Backup only' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Option 2: Solar + backup' })).toBeVisible();
  await options.nth(2).getByRole('button', { name: 'Remove this option' }).click();
  await expect(options).toHaveCount(2);
  const solar = options.nth(1);
  await expect(solar.getByRole('row')).toHaveCount(6); // the header, 4 products and the installation

  // A discount without its reason is refused in words, and nothing typed is lost.
  await solar.getByLabel('Discount (GHS) (optional)').fill('150');
  await page.getByRole('button', { name: 'Send proposal (version 1)' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Say why the discount is given (2 to 200 characters)' }),
  ).toBeVisible();
  await expect(solar.getByLabel('Discount (GHS) (optional)')).toHaveValue('150');
  await solar.getByLabel('Reason for the discount').fill('Booked with a neighbour');
  await expect(solar.getByTestId('preview-1-discount')).toHaveText(`− ${formatGhs(150)}`);
  await expectNoAxeViolations(page);

  const shown = [
    await options.nth(0).getByTestId('preview-0-total').textContent(),
    await solar.getByTestId('preview-1-total').textContent(),
  ];
  await page.getByRole('button', { name: 'Send proposal (version 1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Proposal 1 sent to Abena Mahama' })).toBeVisible();

  const stored = (await adminDb().doc(`projects/${project.id}/proposals/v1`).get()).data();
  expect(stored?.options).toHaveLength(2);
  const storedOptions = stored!.options as { title: string; total: number; discount: unknown }[];
  expect(storedOptions.map((o) => o.title)).toEqual(['Backup only', 'Solar + backup']);
  expect(storedOptions[1]!.discount).toEqual({ amount: 150, reason: 'Booked with a neighbour' });
  // The server's prices are the preview's, and the page now shows what was stored.
  expect(storedOptions.map((o) => formatGhs(o.total))).toEqual(shown);
  await expect(page.getByTestId('sent-0-total')).toHaveText(formatGhs(storedOptions[0]!.total));
  await expect(page.getByTestId('sent-1-total')).toHaveText(formatGhs(storedOptions[1]!.total));
  expect((await adminDb().doc(`projects/${project.id}`).get()).data()).toMatchObject({
    stage: 'proposal_sent',
    proposalVersion: 1,
  });
  await expectNoAxeViolations(page);

  // Opened again, the builder says the next send is proposal 2 and shows what proposal 1 came to.
  await page.reload();
  const previous = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'This will be proposal 2' }) });
  await expect(previous).toBeVisible();
  await expect(previous.getByRole('list', { name: 'Proposal 1' })).toContainText(
    `Solar + backup: total ${formatGhs(storedOptions[1]!.total)}`,
  );
  await expect(page.getByRole('button', { name: 'Send proposal (version 2)' })).toBeVisible();
});
