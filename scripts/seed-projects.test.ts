import { describe, expect, it } from 'vitest';
import { PROJECT_STAGES } from '@domain/projects/project';
import { projectFromRecord, proposalFromRecord } from '@domain/projects/project-record';
import { balanceOf, priceProposalOption } from '@domain/projects/proposal';
import { SEED_SETTINGS } from './seed-data';
import { generateCustomers } from './seed-orders';
import { generateProjects } from './seed-projects';

const now = Date.parse('2026-11-26T09:00:00Z');
const docs = generateProjects(generateCustomers(14, now), now, new Set());
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(0));
const projects = docs
  .filter((d) => /^projects\/[^/]+$/.test(d.path))
  .map((d) => projectFromRecord(d.path.split('/')[1]!, d.data, asDate));

describe('the demo projects', () => {
  it('are in every stage, each with its own SP number claimed', () => {
    expect(new Set(projects.map((p) => p.stage))).toEqual(new Set(PROJECT_STAGES));
    for (const p of projects) {
      expect(p.number).toMatch(/^SP-\d{4}-\d{5}$/);
      expect(docs.find((d) => d.path === `projectNumbers/${p.number}`)?.data.projectId).toBe(p.id);
      expect(p.timeline.at(-1)?.stage).toBe(p.stage);
      expect(p.searchKeys).toContain(p.number.toLowerCase());
    }
    expect(new Set(projects.map((p) => p.number)).size).toBe(projects.length);
  });

  it('past the survey, have a proposal whose money is priceProposalOption\u2019s, exact to the pesewa', () => {
    for (const p of projects.filter((x) => x.proposalVersion > 0)) {
      const doc = docs.find((d) => d.path === `projects/${p.id}/proposals/v1`);
      const proposal = proposalFromRecord(doc?.data, asDate);
      expect(proposal.options).toHaveLength(2);
      for (const option of proposal.options) {
        expect(option).toMatchObject(
          priceProposalOption({
            lines: option.lines,
            discount: option.discount?.amount ?? 0,
            business: SEED_SETTINGS.business,
            region: p.site.region,
            depositPercent: 30,
          }),
        );
        expect(Math.round((option.deposit + balanceOf(option)) * 100)).toBe(Math.round(option.total * 100));
      }
    }
    const accepted = projects.find((p) => p.stage === 'accepted');
    expect(accepted?.accepted?.total).toBeGreaterThan(0);
    expect(accepted?.money.depositStatus).toBe('awaiting');
  });

  it('installed ones carry a serial per unit, and the commissioned one its warranties with their end dates', () => {
    const installed = projects.find((p) => p.stage === 'installed');
    expect(installed?.installation?.serials.length).toBeGreaterThan(0);
    expect(new Set(installed?.installation?.serials.map((s) => s.serial)).size).toBe(
      installed?.installation?.serials.length,
    );
    const installedOn = installed?.timeline.find((e) => e.stage === 'installed')?.at;
    expect(installed?.installation?.installedAt).toEqual(installedOn);
    expect(installed?.installation?.day).toBe(installedOn?.toISOString().slice(0, 10));
    const commissioned = projects.find((p) => p.stage === 'commissioned' && p.kind === 'installation');
    expect(commissioned?.warranties.length).toBeGreaterThan(0);
    for (const w of commissioned?.warranties ?? []) {
      expect(w.years).toBeGreaterThan(0);
      expect(w.endsOn > w.startsOn).toBe(true);
    }
  });
});
