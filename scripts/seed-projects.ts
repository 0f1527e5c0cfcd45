/**
 * The demo shop's installation projects (docs/projects.md): one or more in every stage, from a request waiting
 * for its survey to a commissioned system, and a lost and a cancelled one, at real-looking sites around Tamale,
 * so that `npm start` shows a living board. Built with the domain's own functions: the numbers as
 * requestProject draws them (SP-YYMM-NNNNN), the proposals' money by priceProposalOption (exact in pesewas), the
 * figures by the sizing engine and the savings by proposalSavings. The projects in
 * scripts/seed-projects/demo-projects.ts, their documents in scripts/seed-projects/project-docs.ts.
 */
export { DEMO_PROJECTS, type DemoProject } from './seed-projects/demo-projects';
export { generateProjects } from './seed-projects/project-docs';
