import { test } from '@playwright/test';
import { openAsAdmin } from './admin-support';
import { DEMO_USERS, signIn } from './auth-support';

test('shots', async ({ browser }) => {
  test.setTimeout(300_000);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  await p.goto('/');
  await signIn(p, DEMO_USERS.customer.email, DEMO_USERS.customer.password);
  await p.goto('/plans');
  await p.waitForTimeout(3000);
  await p.screenshot({ path: '/tmp/shots/plans-list-390.png', fullPage: true });
  const links = await p.locator('main a[href^="/plans/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  let i = 0;
  for (const href of links) {
    await p.goto(href!);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/shots/plan-${i++}-390.png`, fullPage: true });
  }
  await phone.close();
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await staff.newPage();
  await openAsAdmin(a, '/admin/plans');
  await a.waitForTimeout(3000);
  await a.screenshot({ path: '/tmp/shots/admin-plans-1280.png', fullPage: true });
  const adminLinks = await a.locator('main a[href^="/admin/plans/"]').evaluateAll((as) => as.map((x) => x.getAttribute('href')));
  if (adminLinks[0]) {
    await a.goto(adminLinks[0]);
    await a.waitForTimeout(3000);
    await a.screenshot({ path: '/tmp/shots/admin-plan-1280.png', fullPage: true });
  }
  await a.goto('/admin/settings');
  await a.waitForTimeout(3000);
  await a.screenshot({ path: '/tmp/shots/admin-settings-1280.png', fullPage: true });
  await a.goto('/admin/analytics');
  await a.waitForTimeout(4000);
  await a.screenshot({ path: '/tmp/shots/analytics-1280.png', fullPage: true });
  await staff.close();
});
